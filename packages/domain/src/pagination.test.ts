import { describe, expect, it } from 'vitest';
import { pagerOf } from './pagination.ts';

describe('pager', () => {
  it('counts whole pages and rounds a partial page up', () => {
    expect(pagerOf(2, 24, 49)).toEqual({ currentPage: 2, currentLimit: 24, totalResults: 49, totalPages: 3 });
  });

  it('has one page when nothing matches', () => {
    expect(pagerOf(1, 24, 0).totalPages).toBe(1);
  });
});
