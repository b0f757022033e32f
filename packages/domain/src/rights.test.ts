import { describe, expect, it } from 'vitest';
import {
  hasRight,
  isRightCode,
  isRightPreset,
  rightCodes,
  rightGroups,
  rightPresets,
  rightsOf,
} from './rights.ts';

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

describe('right groups and presets', () => {
  it('put every right in exactly one group', () => {
    const grouped = rightGroups.flatMap((group) => group.rights);
    expect([...grouped].sort()).toEqual([...rightCodes].sort());
  });

  it('grow from viewer to buyer to approver to administrator', () => {
    const includes = (larger: readonly string[], smaller: readonly string[]) =>
      smaller.every((code) => larger.includes(code));
    expect(includes(rightPresets.buyer, rightPresets.viewer)).toBe(true);
    expect(includes(rightPresets.approver, rightPresets.buyer)).toBe(true);
    expect(rightPresets.administrator).toHaveLength(24);
  });

  it('let a buyer follow their own orders, and only approvers the whole company’s', () => {
    expect(hasRight(rightsOf(rightPresets.buyer), 'ROLE_MANAGE_ORDER_HISTORY')).toBe(true);
    expect(hasRight(rightsOf(rightPresets.buyer), 'ROLE_MANAGE_COMPANY_ORDER_HISTORY')).toBe(false);
    expect(hasRight(rightsOf(rightPresets.approver), 'ROLE_MANAGE_COMPANY_ORDER_HISTORY')).toBe(true);
  });

  it('let a viewer see prices and histories but not order', () => {
    const viewer = rightsOf(rightPresets.viewer);
    expect(hasRight(viewer, 'ROLE_VIEW_PRICES')).toBe(true);
    expect(hasRight(viewer, 'ROLE_PLACE_ORDERS')).toBe(false);
    expect(hasRight(rightsOf(rightPresets.buyer), 'ROLE_PLACE_ORDERS')).toBe(true);
  });

  it('let only approvers and administrators approve, only administrators manage users', () => {
    expect(hasRight(rightsOf(rightPresets.buyer), 'ROLE_APPROVE_ORDER_FLOWS')).toBe(false);
    expect(hasRight(rightsOf(rightPresets.approver), 'ROLE_APPROVE_ORDER_FLOWS')).toBe(true);
    expect(hasRight(rightsOf(rightPresets.approver), 'ROLE_MANAGE_CONTACTS')).toBe(false);
    expect(hasRight(rightsOf(rightPresets.administrator), 'ROLE_MANAGE_CONTACTS')).toBe(true);
  });

  it('are recognised by name', () => {
    expect(isRightPreset('buyer')).toBe(true);
    expect(isRightPreset('toString')).toBe(false);
  });
});
