import { describe, expect, it } from 'vitest';
import { searchText } from './search-text';

describe('search text', () => {
  it('drops control characters, so that a NUL in the address searches for the rest', () => {
    expect(searchText('a\u0000b', 50)).toBe('ab');
    expect(searchText('\u0007m8\u001f \u007fbout\u0085', 50)).toBe('m8 bout');
    expect(searchText('tab\there\r\n', 50)).toBe('tabhere');
  });

  it('keeps letters of every script and trims the spaces around', () => {
    expect(searchText('  Sécurité Straße ÆØ 螺丝 ', 50)).toBe('Sécurité Straße ÆØ 螺丝');
  });

  it('cuts after the maximum length, counted after the cleaning', () => {
    expect(searchText(`\u0000${'x'.repeat(60)}`, 50)).toBe('x'.repeat(50));
  });

  it('takes a missing value or an uploaded file as empty', () => {
    expect(searchText(null, 50)).toBe('');
    expect(searchText(undefined, 50)).toBe('');
    expect(searchText(new File(['a'], 'a.txt'), 50)).toBe('');
  });
});
