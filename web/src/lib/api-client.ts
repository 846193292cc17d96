import {
  type ClientInputOf,
  type ClientParamsOf,
  type ClientQueryOf,
  type Endpoint,
  type HttpMethod,
  type ResponseOf,
  type RouteSpec,
  bodyKindOf,
  fillPath,
} from '@shared/route-kit';
import type { RouteName, Routes } from '@shared/routes';
import { bearerHeader } from './auth/role-access';
import { ApiError } from './api-error';
import { readToken } from './session';

export { ApiError, errorMessage } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
type Query = Record<string, QueryValue>;

// `{name}` placeholders of a path: the params a route needs when it declares no params schema.
type PathParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;
type PathParams<R> = R extends { path: infer P } ? PathParamNames<P> : never;
type ParamsPart<R> =
  ClientParamsOf<R> extends undefined
    ? [PathParams<R>] extends [never]
      ? { params?: undefined }
      : { params: Record<PathParams<R>, string | number> }
    : { params: ClientParamsOf<R> };
type QueryPart<R> = { query?: ClientQueryOf<R> extends undefined ? Query : ClientQueryOf<R> };
type BodyPart<R> = R extends { body: 'multipart' }
  ? { body: FormData }
  : ClientInputOf<R> extends undefined
    ? { body?: undefined }
    : { body: ClientInputOf<R> };

/**
 * The table's whole spec of the route an endpoint is (`@shared/routes/endpoints`): the one with
 * its method and path; a whole spec (a test's own route) is its own. Types only: the request
 * schemas stay out of the bundle.
 */
export type SpecOf<E extends Endpoint> = E extends RouteSpec ? E : Extract<Routes[RouteName], { method: E['method']; path: E['path'] }>;

/** What a call to route `R` takes: its path parameters, query and body, typed from the table. */
type CallOptions<R> = ParamsPart<R> & QueryPart<R> & BodyPart<R> & { signal?: AbortSignal };
type CallArgs<R> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls a route by its endpoint (`import * as routes from '@shared/routes/endpoints'`): `api(routes.getCart)`,
 * `api(routes.addToCart, { body: { productId, quantity: 1 } })`. Resolves with the route's
 * response type; rejects with an ApiError on any non-2xx answer. No client-side timeout.
 */
export function api<const E extends Endpoint>(route: E, ...[options]: CallArgs<SpecOf<E>>): Promise<ResponseOf<SpecOf<E>>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<ResponseOf<SpecOf<E>>>(route.method, fillPath(route.path, params), {
    query,
    body: bodyKindOf(route) === 'none' ? undefined : body,
    signal,
  });
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** A call by method and path, for the rare path not (yet) in the route table. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', bearerHeader(token));
  const body = encodeBody(options.body, headers);
  const response = await fetch(withQuery(path, options.query), { method, headers, body, signal: options.signal });
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

// FormData goes as multipart (the browser writes the boundary); anything else as JSON.
function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

// JSON when the server says so, text for text, a Blob for files such as spreadsheet exports.
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (type.startsWith('text/') || !type) {
    const text = await response.text();
    return text || undefined;
  }
  return response.blob();
}
