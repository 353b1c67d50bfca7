import { describe, expect, it } from 'vitest';
import { pagerLinks } from './pager-links';

describe('pagerLinks', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pagerLinks(1, 1)).toEqual([1]);
    expect(pagerLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pagerLinks(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page, and stops at either end', () => {
    expect(pagerLinks(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerLinks(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerLinks(4, 9)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerLinks(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pagerLinks(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
