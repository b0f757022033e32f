import type { ReactNode } from 'react';

/**
 * The frame of a wide table: it scrolls sideways within the page on a narrow screen. Positioned, so
 * that screen-reader texts inside the table (absolutely placed) stay within it and never widen the
 * page.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white">{children}</div>
  );
}
