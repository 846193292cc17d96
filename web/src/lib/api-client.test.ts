import { afterEach, describe, expect, it, vi } from 'vitest';
import { route, returns } from '@shared/route-kit';
import { ApiError, api, errorMessage } from './api-client';
import { clearSession, saveSession } from './session';

const getThing = route({ method: 'GET', path: '/api/things/{id}', access: 'public', response: returns<{ id: string }>() });
const upload = route({ method: 'POST', path: '/api/upload', access: 'admin', body: 'multipart', response: returns<{ ok: boolean }>() });

function stubFetch(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls[0] as unknown as [string, RequestInit];
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('api', () => {
  it('fills path parameters, adds the query and the bearer token, and parses JSON', async () => {
    saveSession({ token: 'tok', role: 'user', username: 'ada', email: 'a@b.c' }, { remember: false });
    const call = stubFetch(Response.json({ id: 'a b' }));
    const result = await api(getThing, { params: { id: 'a b' }, query: { page: 1, tag: ['x', 'y'], skip: undefined } });
    expect(result).toEqual({ id: 'a b' });
    const [url, init] = call();
    expect(url).toBe('/api/things/a%20b?page=1&tag=x&tag=y');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(init.body).toBeUndefined();
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const call = stubFetch(Response.json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.xlsx');
    await api(upload, { body: form });
    const [, init] = call();
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(new Headers(init.headers).get('authorization')).toBeNull();
  });

  it('throws an ApiError with the status and the server body', async () => {
    stubFetch(Response.json({ code: 'NOT_FOUND', message: 'No such thing' }, { status: 404 }));
    const error = await api(getThing, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('No such thing');
    expect(errorMessage(error, 'fallback')).toBe('No such thing');
  });

  it('falls back when the server sent no message', async () => {
    stubFetch(new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const error = await api(getThing, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect((error as ApiError).body).toBe('Bad gateway');
    expect(errorMessage(error, 'Failed to fetch products')).toBe('Failed to fetch products');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
  });
});
