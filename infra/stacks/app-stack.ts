import { CfnOutput, Reference, ReferenceStrength, Stack, type StackProps, Tokenization } from 'aws-cdk-lib';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { SITEMAP_KEYS } from '@shared/crawlers/site-files';
import type { RouteSpec } from '@shared/route-kit';
import type { MailIdentitySetting, Throttle } from '../config';
import { snapshotRoutes } from '../constructs/cached-routes';
import { ShopMail } from '../constructs/email-identity';
import { ShopApi } from '../constructs/shop-api';
import { OriginSecret } from '../constructs/origin-secret';
import { Monitoring } from '../constructs/monitoring';
import { pageTemplateHash, ProductPages } from '../constructs/product-pages';
import { ShopBootstrap } from '../constructs/shop-bootstrap';
import { SiteDeployment } from '../constructs/site-deployment';
import { HoldRelease } from '../constructs/hold-release';
import { TableEvents } from '../constructs/table-events';
import { ShopWebAcl } from '../constructs/waf';
import { Website } from '../constructs/website';
import { TABLE_INDEXES } from '../constructs/shop-table';
import type { BucketNames } from './bucket-names';
import type { DataStack } from './data-stack';

export interface AppStackProps extends StackProps {
  readonly routes: Readonly<Record<string, RouteSpec>>;
  /** The data stack's table, stream and secret ARNs (DataStack.arns), read as weak references. */
  readonly dataArns: DataStack['arns'];
  /** The data stack's buckets, found by name (see bucket-names.ts). */
  readonly bucketNames: BucketNames;
  readonly projectRoot: string;
  /** The SPA build to deploy (`npm run build:web`). */
  readonly webDist: string;
  readonly mailFrom: string;
  readonly mailIdentity: MailIdentitySetting;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The distribution's web ACL: one made here (this stack is in us-east-1, or has no region yet), one by ARN, or none. */
  readonly webAcl?: { readonly rateLimit: number } | { readonly arn: string };
  readonly logRetention: RetentionDays;
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  readonly routeThrottles?: Readonly<Record<string, Throttle>>;
  readonly sourceMaps: boolean;
  readonly adminEmail?: string;
  readonly seedDemoCatalogue: boolean;
  readonly shopTimeZone: string;
  /** How long a checkout holds its stock while the shopper pays (minutes); 15 without it. */
  readonly checkoutHoldMinutes?: number;
  /** Emails a second the stream handler may send (SES's sending rate); the function's default, 14, without it. */
  readonly mailSendRate?: number;
  /** Who is mailed when an alarm goes off (see Monitoring). */
  readonly alarmEmail?: string;
  /** Deploy the payment routes gradually, rolled back by their alarms (see ShopApi). */
  readonly canaryDeploys?: boolean;
  /** The account's Lambda concurrency quota, for the headroom alarm; 1,000 without it. */
  readonly lambdaConcurrencyQuota?: number;
}

/**
 * The stateless part, replaceable at will: the API and its functions, the stream handler and
 * the distribution. One stack, because the functions need the site's URL (for emailed links)
 * while the distribution needs the API's host; within a stack that is no cycle, since the
 * distribution depends on the HTTP API resource only, never on its routes or functions.
 */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const siteBucket = Bucket.fromBucketName(this, 'SiteBucket', props.bucketNames.site);
    const imagesBucket = Bucket.fromBucketName(this, 'ImagesBucket', props.bucketNames.images);
    const logsBucket = Bucket.fromBucketName(this, 'LogsBucket', props.bucketNames.logs);
    const common = { logRetention: props.logRetention, sourceMaps: props.sourceMaps, projectRoot: props.projectRoot };
    // Here rather than with the data: only this stack's distribution and functions use it, and
    // a new value reaches both in the same deploy.
    const originSecret = new OriginSecret(this, 'OriginSecret');
    // The data stack's table, stream and secrets, read as weak references (Fn::GetStackOutput)
    // rather than exports: an export cannot change while another stack imports it, so a change
    // to the table's stream (or a replaced secret) would be blocked by this stack.
    // (A table taken over with reuseData has plain ARNs: nothing to reference.)
    const weak = (value: string) =>
      Reference.isReference(Tokenization.reverse(value, { failConcat: false }))
        ? Stack.consumeReference(value, ReferenceStrength.WEAK)
        : value;
    const arns = props.dataArns;
    const table = Table.fromTableAttributes(this, 'Table', {
      tableArn: weak(arns.table),
      tableStreamArn: weak(arns.tableStream),
      globalIndexes: [...TABLE_INDEXES],
    });
    const jwtSecret = Secret.fromSecretCompleteArn(this, 'JwtSecret', weak(arns.jwtSecret));
    const stripeSecret = Secret.fromSecretCompleteArn(this, 'StripeSecret', weak(arns.stripeSecret));
    // This deployment's name: it marks its payment intents (another stack on the same Stripe
    // account leaves them alone) and is the `Stage` dimension of its metrics.
    const stage = `${this.stackName}@${this.region}`;

    const api = new ShopApi(this, 'Api', {
      ...common,
      routes: props.routes,
      resources: {
        table,
        imagesBucket,
        siteBucket,
        jwtSecret,
        stripeSecret,
        originSecret: originSecret.secret,
      },
      environment: {
        MAIL_FROM: props.mailFrom,
        SHOP_TIME_ZONE: props.shopTimeZone,
        SHOP_STAGE: stage,
        ...(props.checkoutHoldMinutes ? { CHECKOUT_HOLD_MINUTES: String(props.checkoutHoldMinutes) } : {}),
      },
      rateLimit: props.apiRateLimit,
      burstLimit: props.apiBurstLimit,
      routeThrottles: props.routeThrottles,
      canaryDeploys: props.canaryDeploys,
    });
    const events = new TableEvents(this, 'Events', {
      ...common,
      table,
      jwtSecret,
      mailFrom: props.mailFrom,
      stage,
      environment: {
        SHOP_TIME_ZONE: props.shopTimeZone,
        SHOP_STAGE: stage,
        ...(props.mailSendRate ? { MAIL_SEND_RATE: String(props.mailSendRate) } : {}),
      },
      snapshots: { bucket: imagesBucket, keys: [...snapshotRoutes(props.routes).map((route) => route.key), ...SITEMAP_KEYS] },
    });
    // Every minute, the stock of checkouts left unpaid past their hold goes back on sale.
    const holdRelease = new HoldRelease(this, 'HoldRelease', { ...common, table });
    // The stream's second consumer: product pages, drawn with the web's own components.
    const pages = new ProductPages(this, 'ProductPages', { ...common, table, imagesBucket, siteBucket });
    const mail = new ShopMail(this, 'Mail', { mailFrom: props.mailFrom, identity: props.mailIdentity });
    mail.allowSending(events.handler);
    const firewall =
      props.webAcl && !('arn' in props.webAcl)
        ? new ShopWebAcl(this, 'Firewall', { rateLimit: props.webAcl.rateLimit, routes: props.routes, metricPrefix: this.stackName })
        : undefined;
    const webAclArn = props.webAcl && 'arn' in props.webAcl ? props.webAcl.arn : firewall?.arn;
    const website = new Website(this, 'Web', {
      siteBucket,
      imagesBucket,
      logsBucket,
      apiDomainName: api.domainName,
      apiOriginHeaders: { [originSecret.headerName]: originSecret.headerValue },
      routes: props.routes,
      domainName: props.domainName,
      certificateArn: props.certificateArn,
      webAclArn,
    });
    for (const fn of [...api.functions, events.handler, pages.handler]) fn.addEnvironment('SITE_URL', website.siteUrl);
    const bootstrap = new ShopBootstrap(this, 'Bootstrap', {
      ...common,
      table,
      imagesBucket,
      siteBucket,
      pageTemplateHash: pageTemplateHash(props.webDist),
      jwtSecret,
      siteUrl: website.siteUrl,
      adminEmail: props.adminEmail,
      seedDemoCatalogue: props.seedDemoCatalogue,
    });
    const site = new SiteDeployment(this, 'SiteDeployment', {
      webDist: props.webDist,
      bucket: siteBucket,
      distribution: website.distribution,
      logRetention: props.logRetention,
    });
    // Pages are drawn into the template the site's copy puts in its bucket: the new one, not the last.
    bootstrap.node.addDependency(site);

    const monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: props.alarmEmail,
      stage,
      httpApi: api.httpApi,
      accessLogs: api.accessLogs,
      table,
      functions: [events.handler.fn, events.keeper.fn, pages.handler.fn, holdRelease.fn.fn],
      webAcl: firewall?.webAcl,
      lambdaConcurrencyQuota: props.lambdaConcurrencyQuota,
      distribution: website.distribution,
      streamHandler: events.handler.fn,
      deadLetters: events.deadLetters,
      productPages: { handler: pages.handler.fn, deadLetters: pages.deadLetters },
    });
    // A canary of a payment route rolls back on the API's server errors too.
    api.rollBackOn(monitoring.api5xx);

    new CfnOutput(this, 'SiteUrl', { value: website.siteUrl, description: 'The shop' });
    // The API only through CloudFront: the execute-api endpoint refuses anything else, so it is no output.
    new CfnOutput(this, 'ApiUrl', { value: `${website.siteUrl}/api`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'DistributionId', { value: website.distribution.distributionId });
    new CfnOutput(this, 'StreamDeadLetterQueue', { value: events.deadLetters.queueUrl });
    new CfnOutput(this, 'StreamHandlerName', {
      value: events.handler.fn.functionName,
      description: 'Replays failed events: scripts/replay-failed-events.ts',
    });
  }
}
