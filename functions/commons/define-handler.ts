import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { AppError } from '@shared/errors';
import { bodyKindOf, type InputOf, type ParamsOf, type QueryOf, type ResponseOf, type RouteSpec } from '@shared/route-kit';
import type { SessionUser } from '@shared/types';
import { HttpReply } from './http';
import { log } from './logger';
import { originProof } from './origin-proof';
import { withLogContext } from './request-context';

/** The routes that read their caller: signed-in-handler.ts wraps them, with the session check. */
export type SignedInAccess = 'user' | 'admin' | 'session';

type UserFor<R> = R extends { access: SignedInAccess } ? SessionUser : undefined;

export interface Request<R> {
  input: InputOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  /** The caller: present on user, admin and session routes; public routes do not read one. */
  user: UserFor<R>;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** The unparsed body, for routes declared `body: 'raw'` (the payment webhook). */
  rawBody: string;
  event: APIGatewayProxyEventV2;
}

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** A route that reads no caller and takes no multipart body: most public routes and the webhook. */
type CallerFreeSpec = RouteSpec & { access: 'public' | 'stripe-signature'; body?: 'none' | 'json' | 'raw' };

/**
 * Wraps the work of a route that never reads its caller (signed-in routes use
 * `defineSignedInHandler`, uploads `defineUploadHandler`): header normalisation, body parsing,
 * validation from the route table, structured logs, and error mapping (client errors keep their
 * message; anything else is logged and answered with a generic 500). Such a function bundles no
 * session check and no multipart parser.
 */
export function defineHandler<const R extends CallerFreeSpec>(
  spec: R,
  run: (request: Request<R>) => Promise<ResponseOf<R> | HttpReply> | ResponseOf<R> | HttpReply,
): Handler {
  return wrapRoute(spec, run, {});
}

/** What a wrapper adds to the core: the caller check of signed-in routes, the parser of multipart bodies. */
export interface RouteExtras {
  /** Names the caller from the Authorization header, or throws a 401 or 403. */
  caller?: (spec: RouteSpec, authorization: string | undefined) => Promise<SessionUser>;
  /** The steps that read a multipart body (upload-handler.ts). */
  multipart?: middy.MiddlewareObj<APIGatewayProxyEventV2>[];
}

/** The chain every route function runs; the wrappers above and in signed-in-handler.ts and upload-handler.ts call it. */
export function wrapRoute<const R extends RouteSpec>(
  spec: R,
  run: (request: Request<R>) => Promise<ResponseOf<R> | HttpReply> | ResponseOf<R> | HttpReply,
  extras: RouteExtras,
): Handler {
  const kind = bodyKindOf(spec);
  const readsCaller = spec.access === 'user' || spec.access === 'admin' || spec.access === 'session';
  // Checked once at load, so a route can never run without the check its table entry asks for.
  if (readsCaller && !extras.caller) throw new Error(`${spec.method} ${spec.path} reads its caller: define it with defineSignedInHandler`);
  if (kind === 'multipart' && !extras.multipart)
    throw new Error(`${spec.method} ${spec.path} takes multipart bodies: define it with defineUploadHandler`);
  // The caller is known before any body is read, so a guest gets 401, never a body error.
  const callers = new WeakMap<APIGatewayProxyEventV2, SessionUser | undefined>();
  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const headers = event.headers ?? {};
    const user = callers.get(event);
    const request = {
      input: kind === 'none' ? undefined : validate(spec.input, event.body ?? {}),
      query: validate(spec.query, event.queryStringParameters ?? {}),
      params: validate(spec.params, event.pathParameters ?? {}),
      user,
      headers,
      cookies: parseCookies(event.cookies ?? []),
      rawBody: kind === 'raw' ? rawBodyOf(event) : '',
      event,
    } as Request<R>;
    const result = await run(request);
    return toResult(result instanceof HttpReply ? result : new HttpReply(result));
  };

  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(httpHeaderNormalizer())
    .use(originProof())
    .use(requestLog())
    .use(errorMapper());
  // Public routes serve everyone alike and never read the caller: no token is looked at.
  const { caller } = extras;
  if (caller) {
    chain.use({
      before: async ({ event }) => {
        callers.set(event, await caller(spec, event.headers?.authorization));
      },
    });
  }
  if (kind === 'json')
    chain.use(emptyBodyAsObject()).use(httpJsonBodyParser({ disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0]));
  if (kind === 'multipart') for (const step of extras.multipart ?? []) chain.use(step);
  const handler = chain.handler(core) as unknown as Handler;
  // The route's template, never the raw path: paths carry tokens and email addresses.
  const route = `${spec.method} ${spec.path}`;
  // Every line logged while the chain runs, the route's own included, names the request and route.
  return (event, context) => withLogContext({ requestId: context?.awsRequestId, route }, () => handler(event, context));
}

function validate(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid request.', { fieldErrors });
}

function rawBodyOf(event: APIGatewayProxyEventV2): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

/** Reads cookies; a value that is not valid percent-encoding is kept as sent, never a 500. */
export function parseCookies(cookies: string[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of cookies.flatMap((c) => c.split(';'))) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape (`%E0%A4%A`) is the client's mistake; the raw text matches no cookie we set.
    }
    out[pair.slice(0, at).trim()] = value;
  }
  return out;
}

function toResult(reply: HttpReply): APIGatewayProxyStructuredResultV2 {
  const json = !reply.binary && typeof reply.body !== 'string';
  return {
    statusCode: reply.status,
    headers: { ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...reply.headers },
    ...(reply.cookies.length ? { cookies: reply.cookies } : {}),
    body: json ? JSON.stringify(reply.body ?? null) : String(reply.body ?? ''),
    isBase64Encoded: reply.binary,
  };
}

/** An empty JSON body is read as `{}` so validation names the missing fields. */
function emptyBodyAsObject(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      if (event.body === undefined || event.body === null || event.body === '') event.body = '{}';
    },
  };
}

/** One line per request with its status and time; the request id and route come from the log context. */
function requestLog(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const started = new WeakMap<object, number>();
  const done = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>) => {
    log.info('request', { status: request.response?.statusCode, ms: Date.now() - (started.get(request) ?? Date.now()) });
  };
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: done,
  };
}

/** Maps errors last: AppErrors and middy's client errors keep their message; the rest are a generic 500. */
function errorMapper(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = request.error as (Error & { statusCode?: number; expose?: boolean }) | null;
      const app = toAppError(error);
      if (!app) log.error('unhandled error', { error });
      const final = app ?? new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
      const wait = final.details.retryAfterSeconds;
      request.response = toResult(
        new HttpReply(final.toBody(), final.status, typeof wait === 'number' ? { 'retry-after': String(Math.ceil(wait)) } : {}),
      );
      log.info('request', { status: final.status, code: final.code });
    },
  };
}

function toAppError(error: (Error & { statusCode?: number; expose?: boolean }) | null): AppError | undefined {
  if (error instanceof AppError) return error;
  if (!error || typeof error.statusCode !== 'number' || error.statusCode >= 500) return undefined;
  // Middy's body parsers: malformed JSON or multipart is the client's mistake, answered 400.
  if (error.statusCode === 415 || error.statusCode === 422) {
    return new AppError(
      'BAD_REQUEST',
      /json/i.test(error.message)
        ? 'The request body is not valid JSON.'
        : 'The request body could not be read. Send JSON or multipart form data as the route expects.',
    );
  }
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large.');
  return new AppError('BAD_REQUEST', error.expose ? error.message : 'The request could not be read.');
}
