import { describe, expect, it } from 'vitest';
import { approvalActionOf, approvalStatusOf } from './approvals';

describe('approvals list address', () => {
  it('opens on the pending orders and reads the other statuses', () => {
    expect(approvalStatusOf(null)).toBe('pending');
    expect(approvalStatusOf('declined')).toBe('declined');
    expect(approvalStatusOf('all')).toBe('all');
    expect(approvalStatusOf('cancelled')).toBe('pending');
  });

  it('knows only approving and declining as decisions', () => {
    expect(approvalActionOf('approve')).toBe('approve');
    expect(approvalActionOf('confirm-approve')).toBeNull();
  });
});
