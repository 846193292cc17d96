import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { readConfig, requireWebBuild } from '../config';
import { builtSite } from './shop-fixture';

const MAIL_FROM = 'Maison <shop@maison.example>';
const config = (context: Record<string, unknown> = {}) => readConfig(new App({ context: { mailFrom: MAIL_FROM, ...context } }).node);

describe('the app configuration', () => {
  it('has a default for everything but the sender', () => {
    expect(config()).toMatchObject({
      appName: 'Maison',
      mailFrom: MAIL_FROM,
      mailIdentity: 'domain',
      waf: { kind: 'default', rateLimit: 1000 },
      logRetention: RetentionDays.ONE_MONTH,
      apiRateLimit: 1000,
      apiBurstLimit: 2000,
      routeThrottles: { stripeWebhook: { rateLimit: 500, burstLimit: 1000 } },
      tableDeletionProtection: true,
      reuseData: undefined,
      domainName: undefined,
    });
  });

  it('reads context values, as given with -c key=value', () => {
    const read = config({ appName: 'Staging', logRetentionDays: '90', tableDeletionProtection: 'false', apiRateLimit: 10 });
    expect(read).toMatchObject({ appName: 'Staging', logRetention: 90, tableDeletionProtection: false, apiRateLimit: 10 });
  });

  it('refuses inconsistent or impossible settings', () => {
    expect(() => config({ domainName: 'shop.example.com' })).toThrow(/go together/);
    const certificate = (region: string) => `arn:aws:acm:${region}:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc`;
    expect(() => config({ domainName: 'shop.example.com', certificateArn: certificate('eu-west-1') })).toThrow(
      /certificateArn must be an ACM certificate in us-east-1 .*got arn:aws:acm:eu-west-1:/,
    );
    expect(config({ domainName: 'shop.example.com', certificateArn: certificate('us-east-1') })).toMatchObject({
      certificateArn: certificate('us-east-1'),
    });
    expect(() => config({ logRetentionDays: '10' })).toThrow(/must be one of/);
    expect(() => config({ appName: 'my shop' })).toThrow(/appName/);
    expect(() => config({ apiBurstLimit: '-1' })).toThrow(/positive/);
    expect(() => config({ routeThrottles: '{stripeWebhook' })).toThrow(/routeThrottles must be a JSON object/);
    expect(() => config({ routeThrottles: '{"login":{"rateLimit":0,"burstLimit":5}}' })).toThrow(
      /routeThrottles.login needs a positive rateLimit and burstLimit/,
    );
  });

  it('reads route throttles as JSON, keeping the webhook default unless it is named', () => {
    expect(config({ routeThrottles: '{"login":{"rateLimit":20,"burstLimit":40}}' }).routeThrottles).toEqual({
      stripeWebhook: { rateLimit: 500, burstLimit: 1000 },
      login: { rateLimit: 20, burstLimit: 40 },
    });
    expect(config({ routeThrottles: { stripeWebhook: { rateLimit: 2000, burstLimit: 4000 } } }).routeThrottles).toEqual({
      stripeWebhook: { rateLimit: 2000, burstLimit: 4000 },
    });
  });
});

describe('the sender', () => {
  it('is required, and the refusal names the setting with an example', () => {
    expect(() => readConfig(new App().node)).toThrow(
      'Context mailFrom is required: the sender of every email, at a domain you own (the stack creates its SES identity), e.g. -c mailFrom="Maison <shop@your-domain.com>"',
    );
  });

  it('is an address, with or without a name', () => {
    expect(config({ mailFrom: 'shop@maison.example' }).mailFrom).toBe('shop@maison.example');
    expect(() => config({ mailFrom: 'Maison' })).toThrow(/mailFrom must be an email address.*-c mailFrom=/);
    expect(() => config({ mailFrom: 'Maison <shop>' })).toThrow(/mailFrom must be an email address/);
  });

  it('has its domain verified by default, or its address, or neither when it is already', () => {
    expect(config({ mailIdentity: 'address' }).mailIdentity).toBe('address');
    expect(config({ mailIdentity: 'existing' }).mailIdentity).toBe('existing');
    expect(() => config({ mailIdentity: 'dns' })).toThrow(/mailIdentity must be one of domain, address, existing/);
  });
});

describe('the web ACL setting', () => {
  const arn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/shop/0c1d2e3f';

  it("is ours by default with a per-client rate, off, or one of the operator's by ARN", () => {
    expect(config({ wafRateLimit: '500' }).waf).toEqual({ kind: 'default', rateLimit: 500 });
    expect(config({ waf: 'off' }).waf).toEqual({ kind: 'off' });
    expect(config({ waf: arn }).waf).toEqual({ kind: 'existing', arn });
    // The older name of bring-your-own still works.
    expect(config({ webAclArn: arn }).waf).toEqual({ kind: 'existing', arn });
  });

  it('refuses what WAF or CloudFront would', () => {
    expect(() => config({ waf: 'on' })).toThrow(/waf must be default, off, or the ARN/);
    expect(() => config({ waf: 'arn:aws:wafv2:eu-west-1:111111111111:regional/webacl/shop/x' })).toThrow(/us-east-1/);
    expect(() => config({ wafRateLimit: '5' })).toThrow(/at least 10/);
  });
});

describe('taking over retained data', () => {
  const stream = 'arn:aws:dynamodb:eu-west-1:111111111111:table/maison-table/stream/2026-11-23T10:00:00.000';

  it("needs the table's stream ARN, and says where to find it", () => {
    expect(config({ reuseData: 'true', tableStreamArn: stream }).reuseData).toEqual({ tableStreamArn: stream });
    expect(() => config({ reuseData: 'true' })).toThrow(/tableStreamArn.*describe-table --table-name <appName>-table/);
    expect(() => config({ reuseData: 'true', tableStreamArn: 'maison-table' })).toThrow(/tableStreamArn/);
  });
});

describe('the built site', () => {
  it('is web/dist by default or the folder given', () => {
    expect(config().webDist).toMatch(/web[/\\]dist$/);
    expect(config({ webDist: '/tmp/build' }).webDist).toBe('/tmp/build');
  });

  it('must hold an index.html, or synth stops with what to run', () => {
    const site = builtSite();
    expect(requireWebBuild({ webDist: site })).toBe(site);
    const empty = mkdtempSync(join(tmpdir(), 'maison-empty-'));
    expect(() => requireWebBuild({ webDist: empty })).toThrow(/No built site: .*index\.html is missing\. Run `npm run build:web`/);
  });
});

describe('the operator settings', () => {
  it('reads the first administrator, the demo catalogue and the time zone', () => {
    expect(config()).toMatchObject({ adminEmail: undefined, seedDemoCatalogue: false, shopTimeZone: 'America/New_York', mailSendRate: 14 });
    expect(config({ mailSendRate: '50' })).toMatchObject({ mailSendRate: 50 });
    expect(() => config({ mailSendRate: '2.5' })).toThrow(/whole number/);
    expect(config({ adminEmail: 'owner@shop.example', seedDemoCatalogue: 'true', shopTimeZone: 'Europe/Paris' })).toMatchObject({
      adminEmail: 'owner@shop.example',
      seedDemoCatalogue: true,
      shopTimeZone: 'Europe/Paris',
    });
  });

  it('refuses an address that is none and an unknown time zone', () => {
    expect(() => config({ adminEmail: 'owner' })).toThrow(/email address/);
    expect(() => config({ shopTimeZone: 'Mars/Olympus' })).toThrow(/IANA/);
  });
});

describe('the alarm setting', () => {
  it('mails no one by default, and the address given otherwise', () => {
    expect(config().alarmEmail).toBeUndefined();
    expect(config({ alarmEmail: ' ops@shop.example ' }).alarmEmail).toBe('ops@shop.example');
    expect(() => config({ alarmEmail: 'ops' })).toThrow(/alarmEmail must be an email address/);
  });
});
