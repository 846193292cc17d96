import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listSubscribers } from '../repositories/subscribers';
import { apiCall } from '../test-support/api-call';
import { useLocalCloud } from '../test-support/local-cloud';

const cloud = useLocalCloud();
const subscribe = (body: unknown) => apiCall(cloud.api, 'POST', '/api/subscribers/add', { body });

describe('the newsletter sign-up over HTTP', () => {
  it('subscribes an address once, answering alike every time, whatever its case and spaces', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const first = await subscribe({ email });
    const again = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect([first.status, first.body]).toEqual([200, { success: true, message: 'Subscribed successfully' }]);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    const stored = (await listSubscribers()).filter((s) => s.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ _id: expect.any(String), email, createdAt: expect.any(String) });
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'no-at-sign' }],
    [{ email: 'a@b' }],
    [{ email: `${'a'.repeat(250)}@example.com` }],
    [{ email: 42 }],
  ])('answers 400 "Please enter a valid email." to %j', async (body) => {
    const answer = await subscribe(body);
    expect([answer.status, answer.body.message, answer.body.fieldErrors]).toEqual([
      400,
      'Please enter a valid email.',
      { email: 'Please enter a valid email.' },
    ]);
  });

  it('needs no session, and ignores an invalid one', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const answer = await apiCall(cloud.api, 'POST', '/api/subscribers/add', { body: { email }, token: 'not-a-token' });
    expect(answer.status).toBe(200);
  });
});
