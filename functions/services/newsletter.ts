/** What the newsletter needs: the subscriber store. */
export interface NewsletterDeps {
  addSubscriber(email: string, now: Date): Promise<{ created: boolean }>;
  now?: () => Date;
}

/**
 * Newsletter sign-up. A repeated address answers exactly like a new one, so the form cannot be
 * used to learn who is subscribed; the store keeps one entry per address.
 */
export function createNewsletterService(deps: NewsletterDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Subscribes an address already trimmed, lower-cased and checked by the route's schema. */
    async subscribe(email: string): Promise<{ success: true; message: string }> {
      await deps.addSubscriber(email, now());
      return { success: true, message: 'Subscribed successfully' };
    },
  };
}
