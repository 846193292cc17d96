import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite } from '../stacks/shop-fixture';

// `npx cdk synth` as an operator runs it: the real app entry, functions bundled, cdk-nag on,
// with no AWS credentials or account in the environment.
const out = mkdtempSync(join(tmpdir(), 'maison-synth-'));
const site = builtSite();
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_') && !name.startsWith('CDK_')));
const synth = (...context: string[]) =>
  spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', out, ...context.flatMap((value) => ['-c', value])], { env, encoding: 'utf8' });

describe('npx cdk synth', () => {
  it('synthesizes the stacks offline, without AWS credentials', { timeout: 300_000 }, () => {
    const run = synth('mailFrom=Maison <shop@maison.example>', `webDist=${site}`);
    expect(run.status, run.stderr).toBe(0);
    for (const stack of ['MaisonData', 'MaisonApp']) expect(existsSync(join(out, `${stack}.template.json`))).toBe(true);
    const app = JSON.parse(readFileSync(join(out, 'MaisonApp.template.json'), 'utf8')) as { Resources: Record<string, { Type: string }> };
    const functions = Object.values(app.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(1);

    // Room to grow in every template CloudFormation is given, the route groups' nested stacks
    // included: at most 80 % of its 500 resources and of its 1 MB.
    const templates = readdirSync(out).filter((file) => file.endsWith('.template.json'));
    expect(templates.filter((file) => file.includes('.nested.')).length).toBeGreaterThanOrEqual(5);
    const crowded = templates.flatMap((file) => {
      const resources = Object.keys((JSON.parse(readFileSync(join(out, file), 'utf8')) as { Resources: object }).Resources).length;
      const bytes = statSync(join(out, file)).size;
      return resources > 0.8 * 500 || bytes > 0.8 * 1024 * 1024 ? [`${file}: ${resources} resources, ${bytes} bytes`] : [];
    });
    expect(crowded).toEqual([]);
  });

  it('fails with a clear message without the sender', { timeout: 120_000 }, () => {
    const run = synth(`webDist=${site}`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Context mailFrom is required');
    expect(run.stderr).toContain('-c mailFrom="Maison <shop@your-domain.com>"');
  });

  it('refuses a certificate outside us-east-1 in one line, without a stack trace', { timeout: 120_000 }, () => {
    const certificate = 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
    const run = synth('mailFrom=shop@maison.example', `webDist=${site}`, 'domainName=shop.maison.example', `certificateArn=${certificate}`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      `Context certificateArn must be an ACM certificate in us-east-1 (CloudFront uses no other region), got ${certificate}`,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('fails with a clear message without a built site', { timeout: 120_000 }, () => {
    const run = synth('mailFrom=shop@maison.example', `webDist=${join(out, 'no-build-here')}`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('No built site');
    expect(run.stderr).toContain('npm run build:web');
  });
});
