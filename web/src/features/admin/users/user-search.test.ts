import { describe, expect, it } from 'vitest';
import { matchesUserSearch, searchUsers } from './user-search';

const dana = { username: 'dana', email: 'dana@example.com', role: 'user' };
const root = { username: 'shopkeeper', email: 'owner@maison.test', role: 'admin' };

describe('matchesUserSearch', () => {
  it('matches the username or the email, ignoring case and spaces', () => {
    expect(matchesUserSearch(dana, ' DAN ')).toBe(true);
    expect(matchesUserSearch(root, 'maison.TEST')).toBe(true);
  });

  it('matches the role', () => {
    expect(matchesUserSearch(root, 'admin')).toBe(true);
    expect(matchesUserSearch(dana, 'admin')).toBe(false);
  });

  it('matches everyone with an empty query, and copes with missing fields', () => {
    expect(matchesUserSearch(dana, '')).toBe(true);
    expect(matchesUserSearch({ username: null, email: undefined }, 'x')).toBe(false);
  });
});

describe('searchUsers', () => {
  it('keeps the matching users in their order', () => {
    expect(searchUsers([dana, root], 'a').map((u) => u.username)).toEqual(['dana', 'shopkeeper']);
    expect(searchUsers([dana, root], 'owner').map((u) => u.username)).toEqual(['shopkeeper']);
  });
});
