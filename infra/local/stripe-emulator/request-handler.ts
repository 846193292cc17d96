import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { EventLog } from './event-log';
import { parseFormParams, type Params } from './form-params';
import { newId } from './ids';
import { IdempotencyCache, type SavedResponse } from './idempotency';
import { publishableKeyRefused, readApiKey } from './api-keys';
import { matchRoute, type RouteContext } from './routes';
import type { EmulatorStore } from './store';
import { invalidRequest, StripeApiError } from './stripe-errors';

export interface HandlerDeps {
  store: EmulatorStore;
  events: EventLog;
  idempotency: IdempotencyCache;
  log: (line: string) => void;
}

const maxBodyBytes = 1024 * 1024;

/** Parameters Stripe.js adds to browser calls; they identify the client, not the request. */
const clientParams = ['key', '_stripe_version', '_stripe_account', 'payment_user_agent', 'time_on_page', 'guid', 'muid', 'sid', 'referrer'];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body too large.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Query and form body together, as Stripe reads them; only form bodies exist in API v1. */
async function readParams(req: IncomingMessage, url: URL): Promise<Params> {
  const body = await readBody(req);
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (body && type && type !== 'application/x-www-form-urlencoded') {
    throw invalidRequest(
      `Invalid request: unsupported Content-Type ${type}. Send parameters form-encoded (application/x-www-form-urlencoded).`,
    );
  }
  return { ...parseFormParams(url.search.slice(1)), ...parseFormParams(body) };
}

/** Browsers call from the shop's origin (the local card form), so every answer allows CORS. */
function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Request-Id, Idempotent-Replayed, Stripe-Version');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function answer(req: IncomingMessage, deps: HandlerDeps, requestId: string): Promise<SavedResponse & { replayed?: boolean }> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const params = await readParams(req, url);
  const key = readApiKey(req.headers, params);
  for (const name of clientParams) delete params[name];
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) {
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}). The local payment emulator serves only part of Stripe's API.`,
    });
  }
  if (key.kind === 'publishable' && match.route.access === 'secret') throw publishableKeyRefused();

  const idempotencyKey = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
  const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
  if (idempotencyKey) {
    const saved = deps.idempotency.lookup(key.value, idempotencyKey, fingerprint);
    if (saved) return { ...saved, replayed: true };
  }
  const ctx: RouteContext = { ...deps, params, id: match.id, key, request: { id: requestId, idempotencyKey } };
  let response: SavedResponse;
  try {
    response = { status: 200, body: JSON.stringify(match.route.run(ctx), null, 2) };
  } catch (error) {
    // Stripe keeps the outcome of a request that ran, declines included, but not a refusal
    // of its parameters: those may be fixed and retried under the same key.
    if (!(error instanceof StripeApiError) || error.statusCode !== 402 || !idempotencyKey) throw error;
    response = errorResponse(error);
  }
  if (idempotencyKey) deps.idempotency.save(key.value, idempotencyKey, fingerprint, response);
  return response;
}

function errorResponse(error: StripeApiError): SavedResponse {
  return { status: error.statusCode, body: JSON.stringify({ error: error.body }, null, 2) };
}

/** The HTTP face of the emulator: CORS, parameters, keys, routing, idempotency, Stripe-style errors. */
export function createRequestHandler(deps: HandlerDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setCorsHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const requestId = newId('req');
    let response: SavedResponse & { replayed?: boolean };
    try {
      response = await answer(req, deps, requestId);
    } catch (error) {
      if (error instanceof StripeApiError) response = errorResponse(error);
      else {
        deps.log(`${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
        response = errorResponse(
          new StripeApiError(500, { type: 'api_error', message: 'An unknown error occurred in the local payment emulator.' }),
        );
      }
    }
    const idempotencyKey = req.headers['idempotency-key'];
    res.writeHead(response.status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store',
      'Request-Id': requestId,
      'Stripe-Version': (req.headers['stripe-version'] as string | undefined) ?? Stripe.API_VERSION,
      ...(typeof idempotencyKey === 'string' ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(response.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    });
    res.end(response.body);
    deps.log(`${req.method} ${req.url?.split('?')[0]} ${response.status}${response.replayed ? ' (replayed)' : ''}`);
  };
}
