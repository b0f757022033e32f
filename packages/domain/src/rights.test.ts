import { describe, expect, it } from 'vitest';
import { hasRight, isRightCode, rightCodes, rightsOf } from './rights.ts';

describe('rights', () => {
  it('are the 24 codes of the specification', () => {
    expect(rightCodes).toHaveLength(24);
    expect(new Set(rightCodes).size).toBe(24);
  });

  it('always lists every code, enabled only when granted', () => {
    const rights = rightsOf(['ROLE_VIEW_PRICES', 'ROLE_PLACE_ORDERS', 'ROLE_UNKNOWN']);
    expect(rights).toHaveLength(24);
    expect(rights.filter((right) => right.enabled).map((right) => right.code)).toEqual([
      'ROLE_PLACE_ORDERS',
      'ROLE_VIEW_PRICES',
    ]);
  });

  it('grants a right only when its entry is enabled', () => {
    const rights = rightsOf(['ROLE_VIEW_PRICES']);
    expect(hasRight(rights, 'ROLE_VIEW_PRICES')).toBe(true);
    expect(hasRight(rights, 'ROLE_PLACE_ORDERS')).toBe(false);
  });

  it('recognises right codes', () => {
    expect(isRightCode('ROLE_MANAGE_CONTACTS')).toBe(true);
    expect(isRightCode('ROLE_ADMIN')).toBe(false);
  });
});
