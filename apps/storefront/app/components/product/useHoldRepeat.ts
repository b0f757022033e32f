import { counterTiming } from '@tradeshop/domain';
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';

/**
 * Press-and-hold for a button: a click runs `action` once; holding the pointer down for 300 ms
 * starts running it every 50 ms until the pointer is released, moves off the button, is cancelled
 * (e.g. the page scrolls on touch) or the button becomes disabled. The button captures the pointer,
 * so that holding goes on when the page shifts under a still pointer (a message above it that the
 * first step clears). Spread the returned handlers on the button.
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
    event.currentTarget.setPointerCapture?.(event.pointerId);
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

  // Captured, the pointer never "leaves": whether it moved off is read from where it is.
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) stop();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onClick,
    // A long press on touch screens would otherwise open the context menu.
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };
}
