import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone; `user`: a signed-in customer; `admin`: a signed-in
 * administrator; `session`: anyone signed in; `stripe-signature`: the payment provider's signed webhook.
 */
type Access = 'public' | 'user' | 'admin' | 'session' | 'stripe-signature';

/** How the request body is parsed before validation. */
export type BodyKind = 'none' | 'json' | 'multipart' | 'raw';

/**
 * The DynamoDB item actions a function may call, named as IAM names them. A transaction needs
 * no action of its own: each of its parts is checked as the matching item action.
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'Scan' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem';

/**
 * The table as a route's own code uses it (the session check of a signed-in route is granted
 * apart, from its access): the actions of the document-client commands its bundle carries, and
 * the partition key values of every item it touches and every index partition it queries, as IAM
 * `StringLike` patterns (`USER#*`, `STATS`). The role may call those actions on those keys only.
 */
export interface TableNeeds {
  actions: readonly TableAction[];
  keys: readonly string[];
}

/**
 * Objects of the images bucket a route's own code uses, by key prefix (`products/`, `uploads/`):
 * `read` gets them (a head or a copy's source too), `write` puts them (a copy's target, or a
 * presigned POST the browser sends with the function's signature), `delete` deletes them. No
 * route touches the published snapshots (`snapshots/`): the table stream publishes them.
 */
export interface ImageNeeds {
  read?: readonly string[];
  write?: readonly string[];
  delete?: readonly string[];
}

/** What a route's function may touch; the CDK stack turns this into least-privilege grants. */
interface RouteNeeds {
  /**
   * The route table always says `TableNeeds`, or a list of them when some actions belong to some
   * keys only (each becomes a statement of its own: reading a guard need not let a route write
   * it). `read` (get and query) and `write` (also put, update and delete), on any key, are
   * shorthands for stacks built in tests only.
   */
  table?: TableNeeds | readonly TableNeeds[] | 'read' | 'write';
  /**
   * The route table always says `ImageNeeds`. `read` (get) and `write` (also put and delete), on
   * any object, are shorthands for stacks built in tests only.
   */
  images?: ImageNeeds | 'read' | 'write';
  /**
   * The payment provider: `keys` reads the Stripe keys only (the publishable key for the
   * browser); `sdk` also calls Stripe through its SDK, which the function loads from the shared
   * dependency layer instead of bundling it.
   */
  payments?: 'keys' | 'sdk';
  /** Reads or writes .xlsx workbooks: exceljs from the shared dependency layer, more memory and time. */
  spreadsheets?: true;
  /** Files of the built site it reads by name (`product-missing.html`): from the site bucket in AWS, web/dist locally. */
  site?: readonly string[];
  /**
   * Signs or verifies with the session signing key on a public route: sessions, device cookies,
   * sealed mail links, or an alert email's unsubscribe token (keyed from it). Signed-in routes read the key anyway, to verify their caller's session.
   */
  sessionKey?: true;
}

export interface RouteSpec<Res = unknown> {
  method: HttpMethod;
  /** Path under the site's origin, with `{name}` parameters: `/api/customer/cart/{productId}`. */
  path: string;
  access: Access;
  body?: BodyKind;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  input?: z.ZodMiniType;
  needs?: RouteNeeds;
  /** Seconds a shared cache (CloudFront) may keep a public GET answer. */
  cacheSeconds?: number;
  /**
   * Served from a published object instead of a function: the table stream republishes it,
   * CloudFront reads it from the images bucket at `snapshotKey(path)` and the local gateway from
   * the local S3. Such a route has no handler file, no function and no HTTP API route.
   */
  snapshot?: true;
  /** The success body's type, for the handler and the typed web client: `returns<Product[]>()`. */
  response: Res;
}

/** A route as the browser calls it (shared/routes/endpoints.ts): what a spec starts with. */
export type Endpoint = Pick<RouteSpec, 'method' | 'path' | 'body'>;

/** Declares a route; the identity keeps the literal types for the handler and client. */
export function route<const S extends RouteSpec>(spec: S): S {
  return spec;
}

/** A type-only marker for a route's success body; nothing exists at run time. */
export function returns<T>(): T {
  return undefined as T;
}

export type ResponseOf<R> = R extends { response: infer Res } ? Res : never;
export type InputOf<R> = R extends { input: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
export type QueryOf<R> = R extends { query: infer S extends z.ZodMiniType } ? z.output<S> : Record<string, string>;
export type ParamsOf<R> = R extends { params: infer S extends z.ZodMiniType } ? z.output<S> : Record<string, string>;
/** What the web client sends: the input before parsing. */
export type ClientInputOf<R> = R extends { input: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
export type ClientQueryOf<R> = R extends { query: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
export type ClientParamsOf<R> = R extends { params: infer S extends z.ZodMiniType } ? z.input<S> : undefined;

/** The body kind, defaulting to JSON for methods that carry one. */
export function bodyKindOf(spec: Pick<RouteSpec, 'method' | 'body'>): BodyKind {
  return spec.body ?? (spec.method === 'GET' || spec.method === 'DELETE' ? 'none' : 'json');
}

/** Where snapshots live in the images bucket: the origin path CloudFront reads them under. */
export const SNAPSHOT_PREFIX = 'snapshots';

/** The object a snapshot route is served from: `/api/customer/products` → `snapshots/api/customer/products`. */
export function snapshotKey(path: string): string {
  return `${SNAPSHOT_PREFIX}${path}`;
}

/** Whether a function serves the route: every route but one served from a snapshot. */
export function hasFunction(spec: Pick<RouteSpec, 'path' | 'snapshot'>): boolean {
  return !spec.snapshot;
}

/** `addToCart` → `add-to-cart`: the handler file `functions/routes/add-to-cart.ts`. */
export function handlerFileName(routeName: string): string {
  return routeName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `/api/customer/cart/{productId}` with `{ productId: 'x' }` → `/api/customer/cart/x`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Matches a concrete path against a route path; returns the decoded parameters or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = got[i]!;
    if (name) {
      if (!value) return null;
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}
