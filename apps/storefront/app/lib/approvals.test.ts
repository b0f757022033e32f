import { describe, expect, it } from 'vitest';
import { approvalActionOf, approvalStatusOf, namesOf } from './approvals';

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

describe('names of approvers', () => {
  it('are listed as a sentence of the page’s language', () => {
    const people = [
      { firstName: 'Sophie', lastName: 'Dubois' },
      { firstName: 'Lien', lastName: 'Peeters' },
    ];
    expect(namesOf(people, 'nl-NL')).toBe('Sophie Dubois en Lien Peeters');
    expect(namesOf(people, 'fr-FR')).toBe('Sophie Dubois et Lien Peeters');
    expect(namesOf(people.slice(0, 1), 'en-GB')).toBe('Sophie Dubois');
  });
});
