import { randomUUID } from 'node:crypto';
import type { QueuedMail } from '../mail/mail-types';

/** What the newsletter needs: the subscriber store, which queues a new subscriber's welcome with them. */
export interface NewsletterDeps {
  addSubscriber(email: string, now: Date, welcome: (subscriberId: string) => QueuedMail): Promise<{ created: boolean }>;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Newsletter sign-up. A repeated address answers exactly like a new one, so the form cannot be
 * used to learn who is subscribed; the store keeps one entry per address, and only a new one gets
 * the welcome email (with its one-click unsubscribe), so the form cannot flood an inbox either.
 */
export function createNewsletterService(deps: NewsletterDeps) {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => randomUUID());
  return {
    /** Subscribes an address already trimmed, lower-cased and checked by the route's schema. */
    async subscribe(email: string): Promise<{ success: true; message: string }> {
      await deps.addSubscriber(email, now(), (subscriberId) => ({
        id: newId(),
        template: 'newsletter-welcome',
        to: email,
        username: '',
        subscriberId,
      }));
      return { success: true, message: 'Subscribed successfully' };
    },
  };
}
