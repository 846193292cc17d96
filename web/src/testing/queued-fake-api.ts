import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * A stubbed `fetch` for component tests: answers by "METHOD /path" (a path ending in `*`
 * matches by prefix); each route may hold a queue of answers, the last one repeating. Every
 * call is recorded with its parsed JSON body.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, Array.isArray(answers) ? [...answers] : [answers]]));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const key = [...queues.keys()].find((name) => {
      const [m, p] = name.split(' ') as [string, string];
      return m === method && (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p);
    });
    if (!key) throw new Error(`Unexpected call ${method} ${path}`);
    const queue = queues.get(key)!;
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return typeof next === 'function' ? next() : next instanceof Response ? next.clone() : next;
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.startsWith(path)) };
}
