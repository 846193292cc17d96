import { describe, expect, it } from 'vitest';
import { ELLIPSIS, paginationWindow } from './pagination-window';

const E = ELLIPSIS;

describe('paginationWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shortens from 8 pages on', () => {
    expect(paginationWindow(1, 8)).toEqual([1, 2, 3, E, 8]);
  });

  it('page 1 of 20: first pages, then an ellipsis and the last', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, E, 20]);
  });

  it('page 10 of 20: two pages each side and both ellipses', () => {
    expect(paginationWindow(10, 20)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
  });

  it('page 20 of 20: the first, an ellipsis and the last pages', () => {
    expect(paginationWindow(20, 20)).toEqual([1, E, 18, 19, 20]);
  });

  it('shows no ellipsis where no page is skipped', () => {
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, E, 20]);
    expect(paginationWindow(17, 20)).toEqual([1, E, 15, 16, 17, 18, 19, 20]);
  });

  it('shows an ellipsis even for a single skipped page', () => {
    expect(paginationWindow(5, 20)).toEqual([1, E, 3, 4, 5, 6, 7, E, 20]);
    expect(paginationWindow(16, 20)).toEqual([1, E, 14, 15, 16, 17, 18, E, 20]);
  });

  it('clamps a current page outside the pages', () => {
    expect(paginationWindow(0, 20)).toEqual([1, 2, 3, E, 20]);
    expect(paginationWindow(99, 20)).toEqual([1, E, 18, 19, 20]);
  });

  it('uses the ellipsis character', () => {
    expect(ELLIPSIS).toBe('…');
  });
});
