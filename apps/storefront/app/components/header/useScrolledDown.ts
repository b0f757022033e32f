import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled down: true only while the scroll position is above 0 and has grown
 * since the last check; scrolling back up (or to the top) makes it false again.
 */
export function useScrolledDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const check = () => {
      frame = 0;
      const position = window.scrollY;
      if (position <= 0) setScrolled(false);
      else if (position > last) setScrolled(true);
      else if (position < last) setScrolled(false);
      last = position;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}
