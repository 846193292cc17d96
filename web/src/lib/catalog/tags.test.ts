import { describe, expect, it } from 'vitest';
import { CARD_TAG_LIMIT, POPUP_TAG_LIMIT, WISHLIST_TAG_LIMIT, hiddenTagCount, visibleTags } from './tags';

const tags = ['floral', 'rose', 'evening', 'musk', 'amber'];

describe('tag limits', () => {
  it('are 3 on cards, 4 in the popup and 3 on the wishlist', () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    expect(POPUP_TAG_LIMIT).toBe(4);
    expect(WISHLIST_TAG_LIMIT).toBe(3);
  });
});

describe('visibleTags', () => {
  it('keeps the first tags up to the limit', () => {
    expect(visibleTags(tags, CARD_TAG_LIMIT)).toEqual(['floral', 'rose', 'evening']);
    expect(visibleTags(tags, POPUP_TAG_LIMIT)).toEqual(['floral', 'rose', 'evening', 'musk']);
  });

  it('shows all tags when there are fewer than the limit', () => {
    expect(visibleTags(['a', 'b'], 3)).toEqual(['a', 'b']);
  });

  it('skips blank tags and trims the rest', () => {
    expect(visibleTags(['', ' rose ', '  ', 'oud', 'musk', 'amber'], 3)).toEqual(['rose', 'oud', 'musk']);
  });

  it('copes with missing tags', () => {
    expect(visibleTags(undefined, 3)).toEqual([]);
    expect(visibleTags(null, 3)).toEqual([]);
  });
});

describe('hiddenTagCount', () => {
  it("counts the tags beyond the limit (the wishlist's '+n')", () => {
    expect(hiddenTagCount(tags, 3)).toBe(2);
    expect(hiddenTagCount(['a', 'b', 'c'], 3)).toBe(0);
    expect(hiddenTagCount([], 3)).toBe(0);
  });
});
