import { describe, expect, it } from 'vitest';
import { isExactArticleQuery, parseSearchQuery } from './search-query.ts';

describe('search query parsing', () => {
  it('lower-cases, trims and collapses spaces', () => {
    expect(parseSearchQuery('  Inbus   BOUT ').normalized).toBe('inbus bout');
  });

  it('splits words on anything that is not a letter or digit, so no tsquery operator survives', () => {
    expect(parseSearchQuery("bout & (moer) | !x:* 'a'").words).toEqual(['bout', 'moer', 'x', 'a']);
  });

  it('keeps accented letters of French and German words', () => {
    expect(parseSearchQuery('Clé à molette Größe').words).toEqual(['clé', 'à', 'molette', 'größe']);
  });

  it('recognises article numbers and EANs but not plain words or tiny numbers', () => {
    expect(parseSearchQuery('TS-100234').looksLikeNumber).toBe(true);
    expect(parseSearchQuery('5412345000013').looksLikeNumber).toBe(true);
    expect(parseSearchQuery('M8').looksLikeNumber).toBe(true);
    expect(parseSearchQuery('ELV-BOX-HW').looksLikeNumber).toBe(true);
    expect(parseSearchQuery('elv box hw').looksLikeNumber).toBe(false);
    expect(parseSearchQuery('moer').looksLikeNumber).toBe(false);
    expect(parseSearchQuery('8').looksLikeNumber).toBe(false);
  });

  it('limits the number of words a query may hold', () => {
    expect(parseSearchQuery('a b c d e f g h i j k').words).toHaveLength(8);
  });
});

describe('exact article query', () => {
  const article = { productNumber: 'TS-100030', ean: '5412345678901' };
  it('is the article number or EAN typed in full, whatever the case and spaces', () => {
    expect(isExactArticleQuery(' ts-100030 ', article)).toBe(true);
    expect(isExactArticleQuery('5412345 678901', article)).toBe(true);
  });
  it('is not a fragment, another number or words', () => {
    expect(isExactArticleQuery('TS-10003', article)).toBe(false);
    expect(isExactArticleQuery('5412345678902', { ...article, ean: null })).toBe(false);
    expect(isExactArticleQuery('bout', { productNumber: 'BOUT', ean: null })).toBe(false);
  });
});
