import type { ReactNode } from 'react';

/** A success or error message above a form; errors are announced as alerts. */
export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-green-300 bg-green-50 text-green-800'
      }`}
    >
      {children}
    </div>
  );
}
