import { vi } from 'vitest';

/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Answer = Response | ((call: FakeCall) => Response | Promise<Response>);

/**
 * For component tests: stubs `fetch` with answers by "METHOD /path" (query ignored) and records
 * the calls. An unexpected call answers 404, so a test sees it rather than hanging.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: new Headers(init.headers).get('authorization'),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    if (!answer) return Response.json({ code: 'NOT_FOUND', message: `No fake for ${call.method} ${call.path}` }, { status: 404 });
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
