import { type HandlingChange, handlingChange, handlingStates, inboxQuery } from '@tradeshop/api-client';
import { data } from 'react-router';

/** An inbox's filters from the page address: state, and whose (`me`, `none` or anyone), and the page. */
export function inboxFilters(url: URL) {
  const query = inboxQuery.safeParse({
    state: url.searchParams.get('state') || undefined,
    assignee: url.searchParams.get('assignee') || undefined,
    page: url.searchParams.get('page') ?? 1,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  return query.data;
}

/**
 * What the handling form of an inbox item asks: its state, and taking it on or giving it back.
 * Null for a form that names neither a known state nor an act.
 */
export function handlingChangeOf(form: FormData, me: { id: string }): HandlingChange | null {
  const state = String(form.get('state') ?? '');
  const assignee = form.get('assignee');
  const change = handlingChange.safeParse({
    ...((handlingStates as readonly string[]).includes(state) ? { state } : {}),
    ...(assignee === 'me' ? { assigneeId: me.id } : assignee === 'none' ? { assigneeId: null } : {}),
  });
  return change.success && Object.keys(change.data).length > 0 ? change.data : null;
}
