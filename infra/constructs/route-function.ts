import { join } from 'node:path';
import { Duration, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { bodyKindOf, handlerFileName, hasFunction, type RouteSpec, type TableAction, type TableNeeds } from '@shared/route-kit';
import { AppFunction, type TableGrant } from './app-function';
import type { LayerLibrary } from './dependency-layer';

/** The tag naming the route a function serves; the tests find route functions by it. */
export const ROUTE_TAG = 'maison:route';

/** What route functions may be bound to, according to their `needs`. */
interface RouteResources {
  readonly table: ITable;
  readonly imagesBucket: IBucket;
  /** The built site, read by the routes whose needs name some of its files. */
  readonly siteBucket: IBucket;
  readonly jwtSecret: ISecret;
  readonly stripeSecret: ISecret;
  /** The value CloudFront sends to prove a request came through it; every route function checks it. */
  readonly originSecret: ISecret;
}

export interface RouteFunctionProps {
  readonly projectRoot: string;
  readonly resources: RouteResources;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
}

/**
 * Spreadsheet imports and exports hold a whole workbook in memory, so they get more memory
 * (and with it more CPU) and the longest time an HTTP API integration may take (30 s, less a
 * margin so the function, not the gateway, answers). Other uploads get a little longer than reads.
 */
function sizingOf(spec: Pick<RouteSpec, 'method' | 'body' | 'needs'>): { memoryMiB: number; timeout: Duration } {
  if (spec.needs?.spreadsheets) return { memoryMiB: 1024, timeout: Duration.seconds(29) };
  if (bodyKindOf(spec) === 'multipart') return { memoryMiB: 512, timeout: Duration.seconds(20) };
  return { memoryMiB: 512, timeout: Duration.seconds(10) };
}

/**
 * The libraries a route's function loads from the shared dependency layer, as its needs
 * declare them: the Stripe SDK for `payments: 'sdk'`, exceljs for `spreadsheets`.
 */
export function layerLibrariesOf(spec: Pick<RouteSpec, 'needs'>): LayerLibrary[] {
  return [...(spec.needs?.payments === 'sdk' ? ['stripe' as const] : []), ...(spec.needs?.spreadsheets ? ['exceljs' as const] : [])];
}

/**
 * Whether a route's function reads the session signing key: every signed-in route (access
 * `user`, `admin` or `session`), whose wrapper verifies the caller's session with it, and a
 * public route only when its needs declare `sessionKey` because it signs with it (sessions,
 * device cookies, mail links sealed under a key derived from it).
 */
export function readsSessionKey(spec: Pick<RouteSpec, 'access' | 'needs'>): boolean {
  return checksSession(spec) || Boolean(spec.needs?.sessionKey);
}

/** Whether a route's wrapper checks a session: it reads the caller's profile (USER#<id> PROFILE) to do so. */
export function checksSession(spec: Pick<RouteSpec, 'access'>): boolean {
  return spec.access === 'user' || spec.access === 'admin' || spec.access === 'session';
}

/** What the shorthands of test stacks stand for: never a scan, a batch write or a condition check. */
const SHORTHAND_ACTIONS: Record<'read' | 'write', TableAction[]> = {
  read: ['GetItem', 'Query'],
  write: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
};

const isGrantList = (table: TableNeeds | readonly TableNeeds[]): table is readonly TableNeeds[] => Array.isArray(table);

/** The grant the session check needs: the caller's profile, read by key. */
const SESSION_CHECK_GRANT: TableGrant = { actions: ['GetItem'], keys: ['USER#*'] };

/**
 * A route function's grants on the table: what its needs declare (the route's own code, on its
 * own keys; one grant, so one statement, per `TableNeeds`), and apart from it the session check's
 * read of profiles for a signed-in route, so that a route writing products, say, cannot write a
 * user item.
 */
export function tableGrantsOf(spec: Pick<RouteSpec, 'access' | 'needs'>): TableGrant[] {
  const own = spec.needs?.table;
  const declared: readonly TableGrant[] =
    own === undefined ? [] : typeof own === 'string' ? [{ actions: SHORTHAND_ACTIONS[own] }] : isGrantList(own) ? own : [own];
  // A route whose own grant already reads USER# items needs no second statement for the check
  // (IAM would merge the two into one anyway).
  const coversSession = declared.some((grant) => grant.actions.includes('GetItem') && grant.keys?.includes('USER#*'));
  return [...declared, ...(checksSession(spec) && !coversSession ? [SESSION_CHECK_GRANT] : [])];
}

/** The handler module of a route: `addToCart` → `functions/routes/add-to-cart.ts`. */
export function routeEntry(projectRoot: string, name: string): string {
  return join(projectRoot, 'functions', 'routes', `${handlerFileName(name)}.ts`);
}

/**
 * The function serving one route of the route table, granted exactly what the route's `needs`
 * declare (of the table, the actions its code calls on the keys it touches: `tableGrantsOf`; of
 * the images bucket, each kind of access on its own key prefixes), and given the dependency
 * layer when it loads the Stripe SDK or exceljs. Only the functions that sign or verify with
 * the session signing key may read it (`readsSessionKey`): public routes never look at a token,
 * so the newsletter, the payment config, the webhook and the emailed-link routes (resend, forgot
 * password, verify, reset, verification status: they only record requests or use stored tokens,
 * and the stream handler seals the mail) go without. Every one reads the origin secret, to refuse
 * a request that went around CloudFront. The construct id is the route name, so logical ids read
 * like the route table.
 */
export class RouteFunction extends AppFunction {
  /**
   * What the API invokes: `live`, an alias of the function's current version. Each deploy
   * publishes a version and moves the alias to it, at once or, with canary deploys, a tenth of the
   * traffic first (see ShopApi).
   */
  readonly live: Alias;

  constructor(scope: Construct, name: string, spec: RouteSpec, props: RouteFunctionProps) {
    if (!hasFunction(spec)) throw new Error(`Route ${name} is served from a snapshot and has no function`);
    super(scope, name, {
      projectRoot: props.projectRoot,
      entry: routeEntry(props.projectRoot, name),
      description: `${spec.method} ${spec.path} (${name})`,
      ...sizingOf(spec),
      environment: props.environment,
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
      fromLayer: layerLibrariesOf(spec),
    });
    const { table, imagesBucket, siteBucket, jwtSecret, stripeSecret, originSecret } = props.resources;
    const needs = spec.needs ?? {};
    for (const grant of tableGrantsOf(spec)) this.bindTable(table, grant);
    if (needs.images) this.bindImages(imagesBucket, needs.images);
    if (needs.site?.length) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:GetObject'], resources: needs.site.map((file) => siteBucket.arnForObjects(file)) }),
      );
      this.addEnvironment('SITE_BUCKET', siteBucket.bucketName);
    }
    if (needs.payments) this.readSecret(stripeSecret, 'STRIPE_SECRET_ARN');
    if (readsSessionKey(spec)) this.readSecret(jwtSecret, 'JWT_SECRET_ARN');
    this.readSecret(originSecret, 'ORIGIN_SECRET_ARN');
    Tags.of(this.fn).add(ROUTE_TAG, name);
    this.live = new Alias(this, 'Live', { aliasName: 'live', version: this.fn.currentVersion });
  }
}
