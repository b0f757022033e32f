import { type RefObject, useEffect, useState } from 'react';

/** A rectangle on the screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Space kept between the launcher and whatever it moves clear of. */
const margin = 6;
/** How far the launcher rises per step while it looks for a clear spot. */
const step = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * How far the launcher (at `home`, its place at the bottom of the window) has to rise so that it
 * covers none of the obstacles, keeping a small margin; null when no height up to `maxLift` is clear.
 */
export function clearLift(home: Box, obstacles: Box[], maxLift: number): number | null {
  for (let lift = 0; lift <= maxLift; lift += step) {
    const spot = {
      left: home.left - margin,
      right: home.right + margin,
      top: home.top - lift - margin,
      bottom: home.bottom - lift + margin,
    };
    if (!obstacles.some((obstacle) => overlaps(obstacle, spot))) return lift;
  }
  return null;
}

/** Everything a buyer may want to use or read that a floating button must not cover. */
const controlSelector =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

function isShown(box: Box): boolean {
  return box.right > box.left && box.bottom > box.top;
}

/** The controls and the prices (any text with a euro amount) of the page within `band`, outside `own`. */
function obstaclesIn(band: Box, own: Element): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll(controlSelector)) {
    if (own.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (isShown(box) && overlaps(box, band)) boxes.push(box);
  }
  const prices = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      (node as Text).data.includes('€') && !own.contains(node)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const range = document.createRange();
  for (let node = prices.nextNode(); node; node = prices.nextNode()) {
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (isShown(box) && overlaps(box, band)) boxes.push(box);
  }
  return boxes;
}

/** The launcher's place: 16 px above the window's bottom, risen by `lift` or hidden. */
export const homeBottom = 16;

export interface ClearSpot {
  lift: number;
  hidden: boolean;
}

/**
 * Keeps a floating launcher clear of the page's controls and prices: after every scroll, resize and
 * change of the page it rises just far enough above whatever lies under its home place (at most a
 * third of the window), and hides where nothing is clear. It stays put while it has the focus.
 */
export function useClearSpot(launcher: RefObject<HTMLElement | null>, frozen: boolean): ClearSpot {
  const [spot, setSpot] = useState<ClearSpot>({ lift: 0, hidden: false });
  useEffect(() => {
    if (frozen) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = launcher.current;
      // Not shown at all (the footer holds the chat on small screens), or in use.
      if (!element || element.getClientRects().length === 0 || element.contains(document.activeElement))
        return;
      const { left, right, height } = element.getBoundingClientRect();
      const bottom = window.innerHeight - homeBottom;
      const home = { left, right, top: bottom - height, bottom };
      const maxLift = Math.round(window.innerHeight / 3);
      const band = { left: left - margin, right: right + margin, top: home.top - maxLift - margin, bottom };
      const lift = clearLift(home, obstaclesIn(band, element), maxLift);
      const next = lift === null ? { lift: 0, hidden: true } : { lift, hidden: false };
      setSpot((current) => (current.lift === next.lift && current.hidden === next.hidden ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      changes.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [launcher, frozen]);
  return spot;
}
