import { vi } from 'vitest';

/** A call to the faked API: JSON bodies parsed, multipart bodies kept as the FormData sent. */
interface AdminCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Answer = Response | ((call: AdminCall) => Response | Promise<Response>);

/** For the admin screens' tests: `fetch` answered by "METHOD /path"; an unexpected call answers 404. */
export function fakeAdminApi(answers: Record<string, Answer>) {
  const calls: AdminCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://shop.test');
      const raw = init.body;
      const call: AdminCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
        authorization: new Headers(init.headers).get('authorization'),
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (!answer) return Response.json({ code: 'NOT_FOUND', message: `No fake for ${call.method} ${call.path}` }, { status: 404 });
      return typeof answer === 'function' ? answer(call) : answer.clone();
    }),
  );
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** A request sent through the faked XMLHttpRequest. */
export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

type XhrAnswer = { status: number; body?: unknown } | 'network-error';

/**
 * Stubs XMLHttpRequest: each send reports upload progress at 50% and 100%, "sent", then the
 * answer the handler gives (a status and a JSON or text body). `hold` keeps the answer until
 * `release()` so a test can see the in-between states.
 */
export function fakeXhr(handler: (request: XhrRequest) => XhrAnswer, { hold = false } = {}) {
  const requests: XhrRequest[] = [];
  const pending: (() => void)[] = [];
  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: XhrRequest = { method: '', url: '', headers: {}, body: new FormData() };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const request = { ...this.request, body };
      requests.push(request);
      const finish = () => {
        const answer = handler(request);
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
          this.upload.onload?.();
          if (hold) pending.push(finish);
          else setTimeout(finish, 0);
        }, 0);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    requests,
    /** Lets held answers through. */
    release: () => pending.splice(0).forEach((finish) => finish()),
  };
}
