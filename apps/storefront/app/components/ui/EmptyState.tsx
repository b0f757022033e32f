import type { ReactNode } from 'react';

/**
 * The panel in place of an empty list, saying there is nothing (yet). Given an `action` (a link to
 * create the first one; `false` where the user may not), the panel holds it below the message.
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  if (action === undefined)
    return <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{children}</p>;
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-gray-200 bg-white p-6">
      <p className="text-gray-700">{children}</p>
      {action}
    </div>
  );
}
