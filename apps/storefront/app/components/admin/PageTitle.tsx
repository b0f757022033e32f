import type { ReactNode } from 'react';

/** The heading of a back-office page; its section is labelled by it (`aria-labelledby="page-title"`). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" className="font-bold text-2xl text-gray-900">
      {children}
    </h1>
  );
}
