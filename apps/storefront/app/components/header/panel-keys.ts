/** Where a link of the expanded navigation stands on the screen. */
export interface LinkPlace {
  left: number;
  top: number;
}

/** The keys the expanded navigation answers; the browser's own action (scrolling) is kept from them. */
const panelKeys = ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;
export type PanelKey = (typeof panelKeys)[number];

export function isPanelKey(key: string): key is PanelKey {
  return (panelKeys as readonly string[]).includes(key);
}

/**
 * The link of the nearest column in one direction that stands closest to the height of the link the
 * focus is on (the panel's columns are of unequal length, so the same row may not exist there).
 */
function nextColumn(places: LinkPlace[], from: number, direction: 1 | -1): number | null {
  const here = places[from]!;
  const beyond = places
    // Read one by one: a DOMRect's sides are getters, which spreading would lose.
    .map((place, index) => ({ left: place.left, top: place.top, index }))
    .filter((place) => (place.left - here.left) * direction > 1);
  if (beyond.length === 0) return null;
  const columnLeft =
    direction === 1 ? Math.min(...beyond.map((p) => p.left)) : Math.max(...beyond.map((p) => p.left));
  const column = beyond.filter((place) => Math.abs(place.left - columnLeft) <= 1);
  const distance = (place: LinkPlace) => Math.abs(place.top - here.top);
  return column.reduce((best, place) => (distance(place) < distance(best) ? place : best)).index;
}

/**
 * The link a key moves the focus to, as the menu pattern has it: Arrow down and up to the next and
 * previous link (round at the ends), Arrow right and left to the neighbouring column, Home and End
 * to the first and last link. Null where the key leads nowhere (no column further that way).
 */
export function linkForKey(places: LinkPlace[], from: number, key: PanelKey): number | null {
  const count = places.length;
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowRight':
      return nextColumn(places, from, 1);
    case 'ArrowLeft':
      return nextColumn(places, from, -1);
  }
}

/**
 * Moves the focus to a link of the panel, scrolling the panel (never the page, whose scrolling
 * would close the panel) until the link is in view.
 */
export function focusPanelLink(panel: HTMLElement, link: HTMLElement) {
  link.focus({ preventScroll: true });
  const shown = panel.getBoundingClientRect();
  const place = link.getBoundingClientRect();
  if (place.bottom > shown.bottom) panel.scrollTop += place.bottom - shown.bottom;
  else if (place.top < shown.top) panel.scrollTop -= shown.top - place.top;
}

export type PanelEdge = 'first' | 'last';

/** Moves the focus to the panel's first or last link. */
export function focusEdgeLink(panel: HTMLElement, which: PanelEdge) {
  const link = [...panel.querySelectorAll<HTMLElement>('a[href]')].at(which === 'first' ? 0 : -1);
  if (link) focusPanelLink(panel, link);
}
