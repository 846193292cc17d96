/**
 * The token of an emailed verification or reset link. It rides in the fragment (`#token=…`),
 * which browsers never send, so no server, CDN log or Referer sees it before it is used; links
 * mailed before that carried it in the query (`?token=…`), and still work.
 */
export interface LinkAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** The link a mail carries: the page's address with the token in its fragment. */
export function linkWithToken(pageUrl: string, token: string): string {
  return `${pageUrl}#token=${encodeURIComponent(token)}`;
}

const fragmentParams = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

/** The token an address carries: the fragment's first, else the query's (older emails); '' if none. */
export function linkToken(address: Pick<LinkAddress, 'search' | 'hash'>): string {
  return fragmentParams(address.hash).get('token') || new URLSearchParams(address.search).get('token') || '';
}

/** The same address without its token: the path and any other query parameters, no fragment. */
export function addressWithoutToken(address: LinkAddress): string {
  const query = new URLSearchParams(address.search);
  query.delete('token');
  const rest = query.toString();
  return `${address.pathname}${rest ? `?${rest}` : ''}`;
}

/** Whether an address still shows a token (in its query or fragment) that should be taken out of it. */
export function showsToken(address: Pick<LinkAddress, 'search' | 'hash'>): boolean {
  return new URLSearchParams(address.search).has('token') || fragmentParams(address.hash).has('token');
}
