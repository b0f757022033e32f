import type { ReactNode } from 'react';

/** A state in a word on a coloured ground: green where all is well (active), red where not (blocked). */
export function StateBadge({ good, children }: { good: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 font-medium text-xs ${
        good ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
      }`}
    >
      {children}
    </span>
  );
}
