import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_LINK_DAYS } from '@shared/wishlist/alerts';
import { NEWSLETTER_LINK_DAYS } from '@shared/newsletter/newsletter-unsubscribe';
import { newsletterUnsubscribeLinks, readNewsletterUnsubscribeLink, readUnsubscribeLink, unsubscribeLinks } from './unsubscribe-link';
import { deriveUnsubscribeKey, readUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'the-session-key-of-sufficient-length-for-tests';
const NOW = new Date('2026-11-27T00:00:00Z');

beforeEach(() => vi.stubEnv('JWT_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

/** Every token-like value in a URL's query, and its fragment's token. */
const queryValues = (url: URL) => [...url.searchParams.values()];
const fragmentToken = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token');

describe('the unsubscribe links of an alert email', () => {
  it('put the page token in the fragment only, and only a one-use token in a query', async () => {
    const links = await unsubscribeLinks('https://shop.example', 'user-1', NOW);
    const page = new URL(links.page);
    const oneClick = new URL(links.oneClick);
    expect(`${page.origin}${page.pathname}`).toBe('https://shop.example/alerts/unsubscribe');
    expect(page.search).toBe('');
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe('https://shop.example/api/alerts/unsubscribe');
    expect(oneClick.hash).toBe('');

    const key = await deriveUnsubscribeKey(SECRET);
    const pageToken = fragmentToken(page)!;
    const expiresAt = NOW.getTime() / 1000 + UNSUBSCRIBE_LINK_DAYS * 86_400;
    expect(readUnsubscribeToken(key, pageToken, NOW)).toEqual({ userId: 'user-1', kind: 'page', expiresAt });
    // The page's long-lived token is in no query; the one-click query holds a token that works once.
    for (const url of [page, oneClick]) expect(queryValues(url)).not.toContain(pageToken);
    expect(queryValues(oneClick)).toHaveLength(1);
    expect(readUnsubscribeToken(key, oneClick.searchParams.get('token')!, NOW)).toEqual({ userId: 'user-1', kind: 'one-click', expiresAt });
    expect(await readUnsubscribeLink(oneClick.searchParams.get('token')!, 'address', NOW)).toEqual({
      userId: 'user-1',
      once: { expiresAt },
    });
  });

  it('let the page token act from a body, again and again, and never from an address', async () => {
    const links = await unsubscribeLinks('https://shop.example', 'user-1', NOW);
    const pageToken = fragmentToken(new URL(links.page))!;
    expect(await readUnsubscribeLink(pageToken, 'body', NOW)).toEqual({ userId: 'user-1' });
    await expect(readUnsubscribeLink(pageToken, 'address', NOW)).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      message: expect.stringMatching(/not valid/),
    });
  });

  it('keep the one-click token one-use when it is sent in a body', async () => {
    const links = await unsubscribeLinks('https://shop.example', 'user-1', NOW);
    const oneClick = new URL(links.oneClick).searchParams.get('token')!;
    expect(await readUnsubscribeLink(oneClick, 'body', NOW)).toMatchObject({ once: expect.any(Object) });
  });
});

describe('the unsubscribe links of a newsletter email', () => {
  it('name the subscriber by id, the page token in the fragment and a one-use token in the query', async () => {
    const links = await newsletterUnsubscribeLinks('https://shop.example', 'sub-1', NOW);
    const page = new URL(links.page);
    const oneClick = new URL(links.oneClick);
    expect(`${page.origin}${page.pathname}`).toBe('https://shop.example/newsletter/unsubscribe');
    expect(page.search).toBe('');
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe('https://shop.example/api/newsletter/unsubscribe');
    const expiresAt = NOW.getTime() / 1000 + NEWSLETTER_LINK_DAYS * 86_400;
    expect(await readNewsletterUnsubscribeLink(fragmentToken(page)!, 'body', NOW)).toEqual({ subscriberId: 'sub-1' });
    expect(await readNewsletterUnsubscribeLink(oneClick.searchParams.get('token')!, 'address', NOW)).toEqual({
      subscriberId: 'sub-1',
      once: { expiresAt },
    });
    await expect(readNewsletterUnsubscribeLink(fragmentToken(page)!, 'address', NOW)).rejects.toMatchObject({ status: 400 });
  });

  it('do not cross lists: an alert token leaves no newsletter, and a newsletter token turns off no alerts', async () => {
    const alert = new URL((await unsubscribeLinks('https://shop.example', 'user-1', NOW)).page);
    const letter = new URL((await newsletterUnsubscribeLinks('https://shop.example', 'user-1', NOW)).page);
    await expect(readNewsletterUnsubscribeLink(fragmentToken(alert)!, 'body', NOW)).rejects.toMatchObject({ status: 400 });
    await expect(readUnsubscribeLink(fragmentToken(letter)!, 'body', NOW)).rejects.toMatchObject({ status: 400 });
  });
});
