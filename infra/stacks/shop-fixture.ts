import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnResource, type Environment, NestedStack, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes as routeTable } from '@shared/routes';
import type { RouteSpec } from '@shared/route-kit';
import { projectRoot, readConfig } from '../config';
import { ROUTE_TAG } from '../constructs/route-function';
import { buildShop } from './shop';

export interface SynthOptions {
  readonly routes?: Readonly<Record<string, RouteSpec>>;
  readonly context?: Record<string, unknown>;
  /** The built SPA to deploy; by default a small one made for the tests (synth refuses to go without). */
  readonly webDist?: string;
  /** Where the stacks go; by default nowhere in particular, as an offline `cdk synth`. */
  readonly env?: Environment;
  /** Register the AwsSolutions checks as the app entry does, so findings fail the synth. */
  readonly nag?: boolean;
}

/** The settings an operator must give, as a test gives them. */
const TEST_MAIL_FROM = 'Maison <no-reply@example.com>';

let testBuild: string | undefined;

/** A built SPA as Vite leaves it: index.html and content-hashed assets. */
export function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'maison-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Maison</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

/** Test support: the shop as `cdk synth` builds it (cdk.json context), without bundling. */
export function synthShop(options: SynthOptions = {}) {
  const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context: object };
  const webDist = options.webDist ?? (testBuild ??= builtSite());
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], mailFrom: TEST_MAIL_FROM, webDist, ...options.context },
  });
  const config = readConfig(app.node);
  const stacks = buildShop(app, config, options.routes ?? routeTable, { env: options.env });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return {
    app,
    config,
    stacks,
    data: Template.fromStack(stacks.data),
    /** The app stack with its nested stacks' resources in it, as one template (see withNestedStacks). */
    template: withNestedStacks(stacks.app),
    /** The app stack alone, and each of its nested stacks: what CloudFormation is given. */
    templates: [stacks.app, ...nestedStacksOf(stacks.app)].map((stack) => Template.fromStack(stack)),
    waf: stacks.waf && Template.fromStack(stacks.waf),
  };
}

export const nestedStacksOf = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));

type Json = Record<string, unknown>;

/** `value` with every `{ Ref: parameter }` replaced by what the parent stack passes for it. */
function substitute(value: unknown, parameters: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Json).Ref;
  if (typeof ref === 'string' && Object.keys(value).length === 1 && ref in parameters) return parameters[ref];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, parameters)]));
}

/**
 * The stack as one template: its own resources and those of its nested stacks (the route
 * groups'), each nested reference to the parent (a parameter) replaced by the value passed, so a
 * test reads a route's function, role and policy as if they were all in one stack.
 */
function withNestedStacks(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON() as { Resources: Record<string, Json> };
  const resources = { ...parent.Resources };
  for (const nested of nestedStacksOf(stack)) {
    const resourceId = stack.resolve((nested.nestedStackResource as CfnResource).logicalId) as string;
    const parameters = ((parent.Resources[resourceId]?.Properties as Json | undefined)?.Parameters ?? {}) as Json;
    const own = (Template.fromStack(nested).toJSON() as { Resources: Json }).Resources;
    for (const [id, resource] of Object.entries(own)) {
      if (id in resources) throw new Error(`Logical id ${id} is in two stacks`);
      resources[id] = substitute(resource, parameters) as Json;
    }
  }
  return Template.fromJSON({ ...parent, Resources: resources });
}

/** Every finding AwsSolutions still reports, as `rule at path` lines (acknowledged ones are gone). */
export function nagFindings(app: App): string[] {
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
  );
}

type Resources = Record<string, { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }>;

/** Route name → logical id of its function, found by the route tag. */
export function routeFunctions(template: Template): Map<string, string> {
  const found = new Map<string, string>();
  for (const [id, resource] of Object.entries(template.findResources('AWS::Lambda::Function') as Resources)) {
    const tags = (resource.Properties.Tags ?? []) as Array<{ Key: string; Value: string }>;
    const name = tags.find((tag) => tag.Key === ROUTE_TAG)?.Value;
    if (name === undefined) continue;
    if (found.has(name)) throw new Error(`Two functions are tagged for route ${name}`);
    found.set(name, id);
  }
  return found;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every statement of the policies attached to a function's role. */
export function statementsOf(template: Template, functionId: string): Statement[] {
  const fn = (template.toJSON().Resources as Resources)[functionId]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The actions a function's role is allowed, flattened. */
export function actionsOf(template: Template, functionId: string): string[] {
  return statementsOf(template, functionId)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => [statement.Action].flat());
}
