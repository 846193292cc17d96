import { describe, expect, it } from 'vitest';
import { createNewsletterService } from './newsletter';

describe('newsletter service', () => {
  it('answers a repeated address exactly like a new one, and stores it once', async () => {
    const stored = new Set<string>();
    const newsletter = createNewsletterService({
      addSubscriber: async (email) => {
        const created = !stored.has(email);
        stored.add(email);
        return { created };
      },
    });
    const first = await newsletter.subscribe('a@example.com');
    const second = await newsletter.subscribe('a@example.com');
    expect(first).toEqual({ success: true, message: 'Subscribed successfully' });
    expect(second).toEqual(first);
    expect([...stored]).toEqual(['a@example.com']);
  });

  it('queues the welcome email for a new subscriber only, naming them for its unsubscribe links', async () => {
    const queued: unknown[] = [];
    const stored = new Set<string>();
    const newsletter = createNewsletterService({
      addSubscriber: async (email, _now, welcome) => {
        if (stored.has(email)) return { created: false };
        stored.add(email);
        queued.push(welcome(`sub-${stored.size}`));
        return { created: true };
      },
      newId: () => 'mail-1',
    });
    await newsletter.subscribe('a@example.com');
    await newsletter.subscribe('a@example.com');
    expect(queued).toEqual([{ id: 'mail-1', template: 'newsletter-welcome', to: 'a@example.com', username: '', subscriberId: 'sub-1' }]);
  });
});
