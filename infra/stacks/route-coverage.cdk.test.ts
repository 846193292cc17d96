import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeGroups, routes } from '@shared/routes';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
import { projectRoot } from '../config';
import { routeEntry } from '../constructs/route-function';
import { nestedStacksOf, routeFunctions, synthShop } from './shop-fixture';

const table = routes as Readonly<Record<string, RouteSpec>>;
const names = Object.keys(table).filter((name) => hasFunction(table[name]!));
const snapshotNames = Object.keys(table).filter((name) => !hasFunction(table[name]!));
const accessRules = ['public', 'user', 'admin', 'session', 'stripe-signature'];

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('every route of the route table served by a function', () => {
  let resources: Resources;
  let functions: Map<string, string>;

  beforeAll(() => {
    const { template } = synthShop();
    resources = template.toJSON().Resources as Resources;
    functions = routeFunctions(template);
  });

  it.each(names)('%s has a handler file and an access rule', (name) => {
    expect(existsSync(routeEntry(projectRoot, name)), `functions/routes for ${name}`).toBe(true);
    expect(accessRules).toContain(table[name]!.access);
  });

  it.each(names)('%s has exactly one function, on Node.js 24 arm64', (name) => {
    const id = functions.get(name);
    expect(id, `no function tagged for ${name}`).toBeDefined();
    const props = resources[id!]!.Properties;
    expect(props.Runtime).toBe('nodejs24.x');
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.Handler).toBe('index.handler');
    expect(props.Description).toBe(`${table[name]!.method} ${table[name]!.path} (${name})`);
  });

  it.each(names)('%s has one HTTP API route, METHOD path, integrated with its function’s live alias', (name) => {
    const spec = table[name]!;
    const matching = Object.values(resources).filter(
      (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === `${spec.method} ${spec.path}`,
    );
    expect(matching).toHaveLength(1);
    const target = matching[0]!.Properties.Target['Fn::Join'][1][1].Ref as string;
    const integration = resources[target]!;
    expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
    expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
    expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
    const alias = resources[integration.Properties.IntegrationUri.Ref as string]!;
    expect(alias.Type).toBe('AWS::Lambda::Alias');
    expect(alias.Properties.FunctionName.Ref).toBe(functions.get(name));
  });

  it.each(snapshotNames)('%s, served from a snapshot, has no handler file, no function and no HTTP API route', (name) => {
    const spec = table[name]!;
    expect(existsSync(routeEntry(projectRoot, name)), `functions/routes for ${name}`).toBe(false);
    expect(functions.has(name)).toBe(false);
    const matching = Object.values(resources).filter(
      (r) => r.Type === 'AWS::ApiGatewayV2::Route' && String(r.Properties.RouteKey).endsWith(` ${spec.path}`),
    );
    expect(matching).toEqual([]);
  });

  it('has as many route functions and HTTP API routes as the table has routes served by functions', () => {
    expect(snapshotNames).toContain('listProducts');
    expect(functions.size).toBe(names.length);
    const apiRoutes = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    expect(apiRoutes).toHaveLength(names.length);
  });

  it('throttles the API stage and logs its access', () => {
    const stages = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties;
    expect(stage.StageName).toBe('$default');
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(stage.AccessLogSettings.Format).toContain('$context.requestId');
  });
});

describe('the route groups, each in a nested stack of its own', () => {
  it('puts every route with its function in its group’s stack, and nothing of the routes in the parent', () => {
    const { stacks, templates } = synthShop();
    const [parent, ...nested] = templates;
    expect(routeFunctions(parent!).size).toBe(0);
    expect(Object.keys(parent!.findResources('AWS::ApiGatewayV2::Route'))).toEqual([]);
    const groupOf = new Map<string, string>();
    const stackIds = nestedStacksOf(stacks.app).map((stack) => stack.node.id);
    for (const [i, template] of nested.entries()) {
      const group = stackIds[i]!.replace(/Routes$/, '').toLowerCase();
      for (const name of routeFunctions(template).keys()) groupOf.set(name, group);
      expect(Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).length).toBe(routeFunctions(template).size);
    }
    const expected = Object.entries(routeGroups).flatMap(([group, groupRoutes]) =>
      Object.entries(groupRoutes as Record<string, RouteSpec>).flatMap(([name, spec]) => (hasFunction(spec) ? [[name, group]] : [])),
    );
    expect([...groupOf.entries()].sort()).toEqual(expected.sort());
  });
});
