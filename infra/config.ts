import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

/** The web ACL in front of the distribution: ours (`default`), none (`off`), or one of yours (its ARN). */
type WafSetting =
  { readonly kind: 'default'; readonly rateLimit: number } | { readonly kind: 'off' } | { readonly kind: 'existing'; readonly arn: string };

/** Which SES identity the stack creates for the sender: its domain, its address, or none (you manage it). */
export type MailIdentitySetting = 'domain' | 'address' | 'existing';

/**
 * Deployment settings, read once by the app entry from CDK context (`cdk.json` or `-c key=value`)
 * and handed to the stacks as props. Every setting but `mailFrom` has a default.
 */
export interface MaisonConfig {
  /** Prefix of the stack names, so two copies (e.g. staging and production) can share an account. */
  readonly appName: string;
  /** The repository root: handler entries and `web/dist` are found from here. */
  readonly projectRoot: string;
  /** The built SPA (`web/dist`, or `-c webDist=<folder>`); synth refuses to go on without its `index.html`. */
  readonly webDist: string;
  /** The sender of every email, required: the stack creates its SES identity (see `mailIdentity`). */
  readonly mailFrom: string;
  readonly mailIdentity: MailIdentitySetting;
  /** A custom domain for the site (with an ACM certificate in us-east-1), or the CloudFront one. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The AWS WAF web ACL (CLOUDFRONT scope) in front of the distribution. */
  readonly waf: WafSetting;
  /** How long CloudWatch keeps function and API access logs. */
  readonly logRetention: RetentionDays;
  /** Stage-wide API throttling (requests per second and burst): a cost ceiling, far above a shop's traffic. */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** Deploy the payment routes gradually (CodeDeploy canary), rolled back by their alarms. */
  readonly canaryDeploys: boolean;
  /** The account's Lambda concurrency quota, for the headroom alarm. */
  readonly lambdaConcurrencyQuota: number;
  /** Routes with a throttle of their own, by route name (the Stripe webhook's by default). */
  readonly routeThrottles: Readonly<Record<string, Throttle>>;
  /** Guards the table against deletion by hand as well as by CloudFormation. */
  readonly tableDeletionProtection: boolean;
  /**
   * After `cdk destroy`, the retained table and buckets (fixed names) are taken over instead of
   * created; the table's stream ARN comes with it, since the stream handler reads it.
   */
  readonly reuseData?: { readonly tableStreamArn: string };
  /** Ships source maps with each function (bigger bundles, readable stack traces). */
  readonly sourceMaps: boolean;
  /** The first administrator's address: created on deploy and mailed a set-your-password link. */
  readonly adminEmail?: string;
  /** Loads the demo catalogue (products, pictures, brands) on deploy. */
  readonly seedDemoCatalogue: boolean;
  /** The shop's time zone (IANA name): the dashboard's days and the daily order exports. */
  readonly shopTimeZone: string;
  /** How long a checkout holds its stock while the shopper pays, in minutes (default 15). */
  readonly checkoutHoldMinutes: number;
  /** Who is mailed when an alarm goes off or recovers (an SNS email subscription, confirmed once). */
  readonly alarmEmail?: string;
  /** The most emails the stream handler sends a second, all invocations together: the account's SES sending rate. */
  readonly mailSendRate: number;
}

/** Requests per second, and the burst above it, that a stage or a route takes before answering 429. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The Stripe webhook's own throttle: payments confirmed in a sale arrive as fast as shoppers pay,
 * and a 429 there only delays an order (Stripe retries for days), but it must never be starved
 * by the storefront's traffic.
 */
const WEBHOOK_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };

/** A setting missing or wrong, or no built site: the app entry prints the message alone, without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root, found from this file rather than the working directory. */
export const projectRoot = fileURLToPath(new URL('../', import.meta.url));

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

function number(node: Node, key: string, fallback: number): number {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new ConfigError(`Context ${key} must be a positive number, got ${value}`);
  return parsed;
}

function flag(node: Node, key: string, fallback: boolean): boolean {
  const value = text(node, key);
  return value === undefined ? fallback : value === 'true';
}

/** CloudWatch accepts only some periods (1, 3, 5, 7, 14, 30, 60, 90 … days). */
function retention(days: number): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number');
  if (!allowed.includes(days)) throw new ConfigError(`Context logRetentionDays must be one of ${allowed.join(', ')}`);
  return days as RetentionDays;
}

/** Reads the settings from the app's context, failing fast on inconsistent ones. */
export function readConfig(node: Node): MaisonConfig {
  const domainName = text(node, 'domainName');
  const certificateArn = text(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new ConfigError('Context domainName and certificateArn go together: give both or neither');
  }
  // CloudFront takes certificates from us-east-1 only, whatever the shop's region.
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/.+/.test(certificateArn)) {
    throw new ConfigError(
      `Context certificateArn must be an ACM certificate in us-east-1 (CloudFront uses no other region), got ${certificateArn}`,
    );
  }
  const appName = text(node, 'appName') ?? 'Maison';
  // It names the stacks and, lowercased, the buckets: letters and digits only, short enough.
  if (!/^[A-Za-z][A-Za-z0-9]{0,15}$/.test(appName)) throw new ConfigError('Context appName: 1-16 letters or digits');
  const webDist = text(node, 'webDist');
  return {
    appName,
    projectRoot,
    webDist: webDist ? resolve(webDist) : join(projectRoot, 'web', 'dist'),
    mailFrom: mailFrom(node),
    mailIdentity: choice(node, 'mailIdentity', ['domain', 'address', 'existing'] as const, 'domain'),
    domainName,
    certificateArn,
    waf: waf(node),
    logRetention: retention(number(node, 'logRetentionDays', 30)),
    // A flash sale: 5,000 buyers in a minute at about seven calls each is about 580 a second.
    apiRateLimit: number(node, 'apiRateLimit', 1000),
    apiBurstLimit: number(node, 'apiBurstLimit', 2000),
    routeThrottles: routeThrottles(node),
    lambdaConcurrencyQuota: number(node, 'lambdaConcurrencyQuota', 1000),
    canaryDeploys: flag(node, 'canaryDeploys', false),
    tableDeletionProtection: flag(node, 'tableDeletionProtection', true),
    reuseData: reuseData(node),
    sourceMaps: flag(node, 'sourceMaps', true),
    adminEmail: email(node, 'adminEmail'),
    seedDemoCatalogue: flag(node, 'seedDemoCatalogue', false),
    shopTimeZone: timeZone(text(node, 'shopTimeZone') ?? 'America/New_York'),
    checkoutHoldMinutes: holdMinutes(number(node, 'checkoutHoldMinutes', 15)),
    alarmEmail: email(node, 'alarmEmail'),
    mailSendRate: wholeRate(number(node, 'mailSendRate', 14)),
  };
}

/** The sender, `Maison <shop@your-domain.com>` or a bare address: no default, since SES sends only from a verified one. */
function mailFrom(node: Node): string {
  const value = text(node, 'mailFrom')?.trim();
  const example = '-c mailFrom="Maison <shop@your-domain.com>"';
  if (value === undefined) {
    throw new ConfigError(
      `Context mailFrom is required: the sender of every email, at a domain you own (the stack creates its SES identity), e.g. ${example}`,
    );
  }
  const address = /<([^>]+)>/.exec(value)?.[1]?.trim() ?? value;
  if (!EMAIL.test(address))
    throw new ConfigError(`Context mailFrom must be an email address, optionally with a name, e.g. ${example}; got ${value}`);
  return value;
}

/**
 * `routeThrottles`: a JSON object of route name to `{ "rateLimit": n, "burstLimit": n }`, e.g.
 * `-c routeThrottles='{"stripeWebhook":{"rateLimit":200,"burstLimit":400}}'`; the webhook keeps
 * its default unless named.
 */
function routeThrottles(node: Node): Record<string, Throttle> {
  const value: unknown = node.tryGetContext('routeThrottles');
  const example = `e.g. {"stripeWebhook":{"rateLimit":500,"burstLimit":1000}}`;
  let given: unknown = value ?? {};
  if (typeof given === 'string') {
    try {
      given = JSON.parse(given);
    } catch {
      throw new ConfigError(`Context routeThrottles must be a JSON object, ${example}; got ${value as string}`);
    }
  }
  if (given === null || typeof given !== 'object' || Array.isArray(given)) {
    throw new ConfigError(`Context routeThrottles must be a JSON object, ${example}`);
  }
  const positive = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0;
  for (const [route, throttle] of Object.entries(given)) {
    const { rateLimit, burstLimit } = (throttle ?? {}) as Partial<Throttle>;
    if (!positive(rateLimit) || !positive(burstLimit)) {
      throw new ConfigError(`Context routeThrottles.${route} needs a positive rateLimit and burstLimit, ${example}`);
    }
  }
  return { stripeWebhook: WEBHOOK_THROTTLE, ...(given as Record<string, Throttle>) };
}

function choice<T extends string>(node: Node, key: string, allowed: readonly T[], fallback: T): T {
  const value = text(node, key) ?? fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw new ConfigError(`Context ${key} must be one of ${allowed.join(', ')}, got ${value}`);
  return value as T;
}

/** `waf=default` (or unset), `waf=off`, or `waf=<web ACL ARN>`; `webAclArn=<ARN>` is the older name of the last. */
function waf(node: Node): WafSetting {
  const value = text(node, 'waf') ?? text(node, 'webAclArn') ?? 'default';
  if (value === 'off') return { kind: 'off' };
  if (value === 'default') {
    const rateLimit = number(node, 'wafRateLimit', 1000);
    if (!Number.isInteger(rateLimit) || rateLimit < 10)
      throw new ConfigError(`Context wafRateLimit must be a whole number of at least 10, got ${rateLimit}`);
    return { kind: 'default', rateLimit };
  }
  if (!/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/.+/.test(value)) {
    throw new ConfigError(`Context waf must be default, off, or the ARN of a CloudFront (global, us-east-1) web ACL, got ${value}`);
  }
  return { kind: 'existing', arn: value };
}

/** `reuseData=true` takes over the retained table and buckets; the table's stream ARN must come with it. */
function reuseData(node: Node): MaisonConfig['reuseData'] {
  if (!flag(node, 'reuseData', false)) return undefined;
  const tableStreamArn = text(node, 'tableStreamArn');
  if (!tableStreamArn || !/^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[^/]+\/stream\/.+/.test(tableStreamArn)) {
    throw new ConfigError(
      "Context reuseData=true needs -c tableStreamArn=<the retained table's stream ARN>, from " +
        '`aws dynamodb describe-table --table-name <appName>-table --query Table.LatestStreamArn --output text`',
    );
  }
  return { tableStreamArn };
}

function email(node: Node, key: string): string | undefined {
  const value = text(node, key)?.trim();
  if (value !== undefined && !EMAIL.test(value)) throw new ConfigError(`Context ${key} must be an email address, got ${value}`);
  return value;
}

/** An IANA time zone the runtime knows (`America/New_York`, `Europe/Paris`). */
function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    throw new ConfigError(`Context shopTimeZone must be an IANA time zone such as America/New_York, got ${name}`);
  }
  return name;
}

/**
 * The built SPA, or a clear refusal: a deploy without it would leave the site's bucket empty (a
 * first deploy) or stale while the API moves on.
 */
export function requireWebBuild(config: Pick<MaisonConfig, 'webDist'>): string {
  if (!existsSync(join(config.webDist, 'index.html'))) {
    throw new ConfigError(
      `No built site: ${join(config.webDist, 'index.html')} is missing. Run \`npm run build:web\` before ` +
        '`cdk synth` or `cdk deploy` (or point -c webDist=<folder> at a build).',
    );
  }
  return config.webDist;
}

/** A send rate: whole emails a second, as SES states its quota and the stream handler counts it. */
function holdMinutes(minutes: number): number {
  if (minutes > 24 * 60) throw new ConfigError(`Context checkoutHoldMinutes must be at most a day (1440), got ${minutes}`);
  return minutes;
}

function wholeRate(rate: number): number {
  if (!Number.isInteger(rate)) throw new ConfigError(`Context mailSendRate must be a whole number of emails a second, got ${rate}`);
  return rate;
}
