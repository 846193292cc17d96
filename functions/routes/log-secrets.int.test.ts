import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalCloud, type SpawnedCloud } from '../../infra/local/spawn-cloud';
import { linkToken } from '@shared/auth/link-token';

// Logs keep what they are given for a long time, so nothing secret may reach them: not the
// emailed tokens (request paths carry them), not the address (a path and bodies carry it), not
// a password. A cloud of its own, so every line it writes (gateway, route functions, the stream
// handler that sends the mail) is read here, at the most verbose log level.

let cloud: SpawnedCloud;
const lines: string[] = [];
let calls = 0;

beforeAll(async () => {
  cloud = await spawnLocalCloud({ env: { LOG_LEVEL: 'debug' }, onLine: (line) => lines.push(line) });
}, 180_000);

afterAll(async () => {
  await cloud?.stop();
}, 60_000);

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  calls += 1;
  const response = await fetch(`${cloud.api}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

/** The `nth` mail to `address` with `subject`, waited for: it may be sent by the stream handler a moment later. */
async function mail(address: string, subject: string, nth = 1): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] };
    const found = emails.filter((m) => m.subject.includes(subject) && m.destination.to.some((to) => to.toLowerCase().includes(address)));
    if (found.length >= nth) return found[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" #${nth} reached ${address} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The token of the link to `page` a mail carries, as a browser opening it reads it. */
function tokenIn(message: Mail, page: string): string {
  const link = new RegExp(`https?://\\S+${page}[?#]\\S+`).exec(message.body.text ?? '')?.[0];
  const token = link ? linkToken(new URL(link)) : '';
  if (!token) throw new Error(`The mail "${message.subject}" has no ${page} link with a token`);
  return token;
}

/** Every form a secret could take in a log line: as is, URL-encoded, JSON-escaped, in any case. */
function formsOf(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)].map((form) => form.toLowerCase()))];
}

describe('logs during sign-up, verification and password reset', { timeout: 180_000 }, () => {
  it('hold no token, address or password, and do hold a line for every request', async () => {
    const suffix = randomBytes(5).toString('hex');
    const username = `logcheck_${suffix}`;
    const email = `log.check.${suffix}@example.com`;
    const password = `old-pass-${suffix}`;
    const newPassword = `new-pass-${suffix}`;

    expect((await call('POST', '/api/auth/register', { username, email: email.toUpperCase(), password })).status).toBe(200);
    expect((await call('GET', `/api/auth/verification-status/${encodeURIComponent(email)}`)).body).toEqual({ isEmailVerified: false });
    const verifyToken = tokenIn(await mail(email, 'Verify your email address'), '/verify-email');

    // What an older emailed link asks of the site, and requests the gateway cannot route.
    expect((await fetch(`${cloud.site}/verify-email?token=${verifyToken}`)).status).toBe(200);
    expect((await call('DELETE', `/api/auth/verify-email/${verifyToken}`)).status).toBe(405);
    expect((await call('GET', `/api/auth/verify-email/${verifyToken}/again`)).status).toBe(404);
    expect((await call('GET', `/api/auth/no-such-route/${encodeURIComponent(email)}`)).status).toBe(404);

    expect((await call('GET', `/api/auth/verify-email/${verifyToken}`)).body).toMatchObject({ success: true, username });
    await mail(email, 'Welcome to Maison');

    expect((await call('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    const resetToken = tokenIn(await mail(email, 'Reset your Maison password'), '/reset-password');
    expect((await call('POST', '/api/auth/reset-password/x', { password: newPassword })).status).toBe(400);
    expect((await call('POST', `/api/auth/reset-password/${resetToken}`, { password: newPassword })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { username: email, password })).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { username: email, password: newPassword })).status).toBe(200);

    // Stopping the cloud ends its output, so every line it wrote is in.
    await cloud.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = lines.join('\n');
    if (process.env.SHOW_LOG) console.log(log);

    // It captured the real thing: a line per request, from the gateway and from each function,
    // and the stream handler's for each mail it sent.
    const entries = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const routesLogged = entries.filter((entry) => entry.msg === 'request').map((entry) => entry.route);
    for (const route of [
      'POST /api/auth/register',
      'GET /api/auth/verification-status/{email}',
      'GET /api/auth/verify-email/{token}',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password/{token}',
      'POST /api/auth/login',
    ])
      expect(routesLogged).toContain(route);
    expect(entries.filter((entry) => entry.msg === 'api')).toHaveLength(calls);
    expect(entries.filter((entry) => entry.msg === 'mail sent').length).toBeGreaterThanOrEqual(3);

    const lowered = log.toLowerCase();
    const secrets = { verifyToken, resetToken, email, password, newPassword };
    const leaks = Object.entries(secrets).flatMap(([name, secret]) =>
      formsOf(secret)
        .filter((form) => lowered.includes(form))
        .map((form) => `${name} as "${form}"`),
    );
    expect(
      leaks,
      leaks.length
        ? lines
            .filter((line) => Object.values(secrets).some((secret) => formsOf(secret).some((form) => line.toLowerCase().includes(form))))
            .join('\n')
        : '',
    ).toEqual([]);
  });
});
