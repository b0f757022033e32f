import { counterTiming } from '@tradeshop/domain';
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';

/**
 * Press-and-hold for a button: a click runs `action` once; holding the pointer down for 300 ms
 * starts running it every 50 ms until the pointer is released, leaves the button, is cancelled
 * (e.g. the page scrolls on touch) or the button becomes disabled. Spread the returned handlers on
 * the button.
 */
export function useHoldRepeat(action: () => void, disabled = false) {
  // The latest action, so that each repeat acts on the value of the last render.
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  });

  const delay = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const repeat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // Set once holding has stepped, so that the click that follows the release does not step again.
  const held = useRef(false);

  const stop = useCallback(() => {
    clearTimeout(delay.current);
    clearInterval(repeat.current);
    delay.current = undefined;
    repeat.current = undefined;
  }, []);

  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);
  useEffect(() => stop, [stop]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    stop();
    held.current = false;
    delay.current = setTimeout(() => {
      held.current = true;
      actionRef.current();
      repeat.current = setInterval(() => actionRef.current(), counterTiming.repeatIntervalMs);
    }, counterTiming.holdDelayMs);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard click (Enter, Space) has detail 0 and always steps.
    if (held.current && event.detail !== 0) {
      held.current = false;
      return;
    }
    if (!disabled) actionRef.current();
  };

  return {
    onPointerDown,
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick,
    // A long press on touch screens would otherwise open the context menu.
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };
}
