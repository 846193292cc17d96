import { describe, expect, it } from 'vitest';
import { applyShopChange, readShopParams } from './shop-url-state';

const at = (search: string) => new URLSearchParams(search);

describe('readShopParams', () => {
  it('reads the search, sort, filters and page, ignoring what it does not know', () => {
    expect(
      readShopParams(at('q=rose&sort=priceLow&category=Men&cat=Women&cat=Kids&brand=Dior&brand=&min=10&max=x&rating=4&page=3')),
    ).toEqual({
      search: 'rose',
      sort: 'priceLow',
      preselected: 'Men',
      categories: ['Women'],
      brands: ['Dior'],
      families: [],
      notes: [],
      minPrice: '10',
      maxPrice: 'x',
      minRating: 4,
      page: 3,
    });
    expect(readShopParams(at('sort=cheapest&rating=5&page=-2&category=men'))).toMatchObject({
      sort: undefined,
      preselected: undefined,
      minRating: 0,
      page: 1,
    });
  });
});

describe('the scent filters in the address', () => {
  it('reads families in any case, leaving out any of no list, and the notes as typed', () => {
    expect(
      readShopParams(at('family=woody&family=Gourmand&family=Smoky&family=Woody&note=Vanilla&note=%20tonka%20bean&note=')),
    ).toMatchObject({
      families: ['Woody', 'Gourmand'],
      notes: ['Vanilla', 'tonka bean'],
    });
  });

  it('writes them, and clears them with the filters', () => {
    const chosen = applyShopChange(applyShopChange(at('q=x&page=2'), { families: ['Woody', 'Amber/Oriental'] }), {
      notes: ['Vanilla', 'Tonka Bean'],
    });
    expect(chosen.toString()).toBe('q=x&family=Woody&family=Amber%2FOriental&note=Vanilla&note=Tonka+Bean');
    expect(readShopParams(chosen)).toMatchObject({ families: ['Woody', 'Amber/Oriental'], notes: ['Vanilla', 'Tonka Bean'] });
    expect(applyShopChange(chosen, { clear: 'filters' }).toString()).toBe('q=x');
  });
});

describe('applyShopChange', () => {
  it('goes back to page 1 on any change but a page change', () => {
    expect(applyShopChange(at('page=4&q=a'), { sort: 'nameAZ' }).toString()).toBe('q=a&sort=nameAZ');
    expect(applyShopChange(at('q=a'), { page: 2 }).toString()).toBe('q=a&page=2');
    expect(applyShopChange(at('q=a&page=2'), { page: 1 }).toString()).toBe('q=a');
  });

  it('moves a preselected category to the sidebar list once categories change', () => {
    expect(applyShopChange(at('category=Men&brand=A'), { categories: ['Men', 'Gifts'] }).toString()).toBe('brand=A&cat=Men&cat=Gifts');
    expect(applyShopChange(at('category=Men'), { brands: ['A'] }).toString()).toBe('category=Men&brand=A');
  });

  it('leaves defaults out of the address', () => {
    expect(applyShopChange(at('min=5&max=9&rating=3&q=x'), { minPrice: undefined, maxPrice: 50 }).toString()).toBe('max=50&rating=3&q=x');
    expect(applyShopChange(at('rating=3'), { minRating: 0 }).toString()).toBe('');
    expect(applyShopChange(at('q=x'), { search: '' }).toString()).toBe('');
  });

  it('clears the filters, or the filters and the search', () => {
    const busy = at('q=x&sort=new&category=Men&cat=Gifts&brand=A&min=1&max=2&rating=4&page=2');
    expect(applyShopChange(busy, { clear: 'filters' }).toString()).toBe('q=x&sort=new');
    expect(applyShopChange(busy, { clear: 'all' }).toString()).toBe('sort=new');
  });
});
