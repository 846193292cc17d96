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
});
