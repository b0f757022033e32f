import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

const minute = 60_000;

/** A moment to the minute: promised days change at a cut-off, never within a minute. */
export const promiseMinute = (time: number) => Math.floor(time / minute) * minute;

const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

/** One timer for every stock statement of the page, running while one of them is shown. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  ticking ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, minute);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticking);
      ticking = undefined;
    }
  };
}

/**
 * The moment delivery days are promised from: the minute the server rendered the page while the
 * page hydrates (so that both draw the same days), then the browser's clock minute by minute, so
 * that a page left open past a cut-off promises the next days.
 */
export function usePromiseClock(): Date {
  const renderedAt = (useRouteLoaderData('shop') as { renderedAt?: number } | undefined)?.renderedAt;
  const time = useSyncExternalStore(
    subscribe,
    () => promiseMinute(Date.now()),
    () => renderedAt ?? promiseMinute(Date.now()),
  );
  return new Date(time);
}
