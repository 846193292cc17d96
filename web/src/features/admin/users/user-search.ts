import { normalizeQuery } from '@/lib/catalog/search';

/** True when the user's name, email or role contains the query, ignoring case; an empty query matches everyone. */
export function matchesUserSearch(
  user: { username?: string | null; email?: string | null; role?: string | null },
  query: string | null | undefined,
): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return [user.username, user.email, user.role].some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}

/** The users matching the admin's search, in their original order. */
export function searchUsers<T extends { username?: string | null; email?: string | null; role?: string | null }>(
  users: readonly T[],
  query: string | null | undefined,
): T[] {
  return users.filter((user) => matchesUserSearch(user, query));
}
