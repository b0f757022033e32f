import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigation } from 'react-router';
import { mainContentId } from '../layout/SkipLinks';

/**
 * Focuses the main heading of the page (the main content itself where it has none), so that keyboard
 * and screen reader users start on the new page. Tried again for a few frames: a modal menu or dialog
 * of the page before keeps the page inert until it has closed.
 */
function focusMainHeading(framesLeft = 10) {
  requestAnimationFrame(() => {
    const main = document.getElementById(mainContentId);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The scroll position is the router's business (kept while paging, the top otherwise).
    target.focus({ preventScroll: true });
    if (document.activeElement !== target && framesLeft > 0) focusMainHeading(framesLeft - 1);
  });
}

/**
 * After a form came back to its own page, focuses what the user must fix: the first field marked
 * invalid (its description carries the message, so a screen reader reads both), else, when the
 * focus was lost on the way, the page's alert (a form error such as a refused order).
 */
function focusFormProblem(focusLost: boolean) {
  requestAnimationFrame(() => {
    const main = document.getElementById(mainContentId);
    const field = main?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const alert = focusLost ? main?.querySelector<HTMLElement>('[role="alert"]') : null;
    const target = field ?? alert;
    if (!target) return;
    if (target === alert && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  });
}

/** Whether the focus is still in a form of the page, e.g. on a filter that was just ticked. */
function focusStaysInForm(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.isConnected) return false;
  // A field may belong to a form elsewhere on the page through its form attribute (the sorting).
  const owner = 'form' in active ? active.form : null;
  return owner instanceof HTMLFormElement || active.closest('form') !== null;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Whether the new page put the focus somewhere itself, e.g. on a confirmation it shows. */
function pageTookFocus(focusedBefore: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== focusedBefore;
}

/**
 * After every client-side navigation to another page (a link, a search, a login, an order, paging)
 * the focus moves to the new page's main heading, as a full page load would start at the top. Not on
 * the first load, not for a jump to an anchor or a form posted back to its own page, not where the
 * page placed the focus itself, and not while the user stays in a form of the same page (filters and
 * sorting that apply as they change). A form posted back to its own page with a problem leads the
 * focus to the first field to fix, or to the form's error.
 */
export function RouteFocus() {
  const location = useLocation();
  const navigation = useNavigation();
  const shown = useRef<Location | null>(null);
  const focusedBefore = useRef<Element | null>(null);
  /** Where the form being sent was posted from, while it is on its way. */
  const postedFrom = useRef<string | null>(null);
  useEffect(() => {
    // What the user acted on, read as they act, before the navigation it starts: a quick navigation
    // can begin and end between two renders, and `navigation.state` then never shows it.
    const remember = () => {
      focusedBefore.current = document.activeElement;
    };
    const acts = ['click', 'submit', 'keydown'] as const;
    for (const act of acts) document.addEventListener(act, remember, true);
    return () => {
      for (const act of acts) document.removeEventListener(act, remember, true);
    };
  }, []);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      focusedBefore.current = document.activeElement;
      if (navigation.formMethod && navigation.formMethod !== 'GET') postedFrom.current = currentPath();
      return;
    }
    // A form that came back to its own page (no redirect) may have been refused: lead to what to
    // fix, unless the user has moved on meanwhile.
    const refused = postedFrom.current !== null && postedFrom.current === currentPath();
    postedFrom.current = null;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    if (refused && (focusLost || active === focusedBefore.current)) focusFormProblem(focusLost);
  }, [navigation.state, navigation.formMethod]);
  useEffect(() => {
    const before = shown.current;
    shown.current = location;
    const focusedAtStart = focusedBefore.current;
    focusedBefore.current = null;
    if (!before) return;
    const samePath = before.pathname === location.pathname;
    if (samePath && before.search === location.search) return;
    if (pageTookFocus(focusedAtStart) || (samePath && focusStaysInForm())) return;
    focusMainHeading();
  }, [location]);
  return null;
}
