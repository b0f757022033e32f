/** The status tabs of the approvals list; pending first, as the list opens on what waits. */
export const approvalStatuses = ['pending', 'approved', 'declined', 'all'] as const;
export type ApprovalStatusFilter = (typeof approvalStatuses)[number];

export function approvalStatusOf(value: string | null): ApprovalStatusFilter {
  return approvalStatuses.includes(value as ApprovalStatusFilter)
    ? (value as ApprovalStatusFilter)
    : 'pending';
}

export type ApprovalAction = 'approve' | 'decline';

export function approvalActionOf(value: string): ApprovalAction | null {
  return value === 'approve' || value === 'decline' ? value : null;
}

/** People named in a sentence, in the page's language: "Sophie Dubois and Lien Peeters". */
export function namesOf(people: readonly { firstName: string; lastName: string }[], localeCode: string) {
  return new Intl.ListFormat(localeCode, { type: 'conjunction' }).format(
    people.map((person) => `${person.firstName} ${person.lastName}`),
  );
}
