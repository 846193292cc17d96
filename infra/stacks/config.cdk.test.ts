import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

const config = (context: Record<string, unknown> = {}) => readConfig(new App({ context }).node);

describe('the app configuration', () => {
  it('has a default for everything, so synth needs no settings', () => {
    expect(config()).toMatchObject({
      appName: 'Maison',
      mailFrom: 'Maison <no-reply@example.com>',
      logRetention: RetentionDays.ONE_MONTH,
      tableDeletionProtection: true,
      domainName: undefined,
    });
  });

  it('reads context values, as given with -c key=value', () => {
    const read = config({ appName: 'Staging', logRetentionDays: '90', tableDeletionProtection: 'false', apiRateLimit: 10 });
    expect(read).toMatchObject({ appName: 'Staging', logRetention: 90, tableDeletionProtection: false, apiRateLimit: 10 });
  });

  it('refuses inconsistent or impossible settings', () => {
    expect(() => config({ domainName: 'shop.example.com' })).toThrow(/go together/);
    expect(() => config({ logRetentionDays: '10' })).toThrow(/must be one of/);
    expect(() => config({ appName: 'my shop' })).toThrow(/appName/);
    expect(() => config({ apiBurstLimit: '-1' })).toThrow(/positive/);
  });
});

describe('the operator settings', () => {
  it('reads the first administrator, the demo catalogue and the time zone', () => {
    expect(config()).toMatchObject({ adminEmail: undefined, seedDemoCatalogue: false, shopTimeZone: 'America/New_York' });
    expect(config({ adminEmail: 'owner@shop.example', seedDemoCatalogue: 'true', shopTimeZone: 'Europe/Paris' }))
      .toMatchObject({ adminEmail: 'owner@shop.example', seedDemoCatalogue: true, shopTimeZone: 'Europe/Paris' });
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
