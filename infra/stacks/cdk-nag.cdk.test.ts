import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { synthShop } from './shop-fixture';

/** Every finding AwsSolutions still reports, as `rule at path` lines (acknowledged ones are gone). */
function findings(app: App): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
  );
}

/** Every acknowledgement in the tree, with its reason. */
function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node
    .findAll()
    .flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id, reason })),
        ),
    );
}

const everyNeed = {
  listProducts: { method: 'GET', path: '/api/customer/products', access: 'public', snapshot: true, cacheSeconds: 2 },
  listAllBrands: { method: 'GET', path: '/api/customer/brands', access: 'public', needs: { table: 'read' }, cacheSeconds: 60 },
  getCart: { method: 'POST', path: '/api/admin/images', access: 'admin', body: 'multipart', needs: { images: 'write' } },
  subscribe: {
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'stripe-signature',
    body: 'raw',
    needs: { table: 'write', payments: 'sdk' },
  },
  exportSubscribers: { method: 'GET', path: '/api/subscribers/export', access: 'admin', needs: { table: 'read', spreadsheets: true } },
  login: { method: 'POST', path: '/api/auth/login', access: 'public', needs: { table: 'write', sessionKey: true } },
} as unknown as Readonly<Record<string, RouteSpec>>;

function builtSpa(): string {
  const dist = mkdtempSync(join(tmpdir(), 'maison-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  return dist;
}

describe('cdk-nag AwsSolutions', () => {
  it('has nothing left to report on the shop as configured by default', () => {
    const { app } = synthShop();
    expect(findings(app)).toEqual([]);
  });

  it('has nothing left to report with a domain, a web ACL, a built SPA and every kind of route need', () => {
    const { app } = synthShop({
      routes: everyNeed,
      webDist: builtSpa(),
      context: {
        appName: 'Staging',
        domainName: 'shop.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x',
        webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/shop/x',
      },
    });
    expect(findings(app)).toEqual([]);
  });

  it('passes when synthesized with the checks as a validation plugin, as the app entry does', () => {
    expect(() => synthShop({ webDist: builtSpa(), nag: true })).not.toThrow();
  });

  it('fails the synth on a finding nobody acknowledged', () => {
    const app = new App();
    new Bucket(new Stack(app, 'Careless'), 'Bucket');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });

  it('leaves no CDK warning or error unacknowledged', () => {
    const { stacks } = synthShop({ webDist: builtSpa() });
    for (const stack of [stacks.data, stacks.app]) {
      expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
    }
  });

  it('gives every acknowledgement a real reason', () => {
    const { app } = synthShop({ routes: everyNeed, webDist: builtSpa() });
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id, ack.path).toMatch(/AwsSolutions-[A-Z]+\d+/);
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(30);
      expect(ack.reason, `${ack.id} at ${ack.path}`).not.toMatch(/placeholder|todo|tbd/i);
    }
  });
});
