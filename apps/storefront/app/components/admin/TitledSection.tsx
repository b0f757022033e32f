import type { ReactNode } from 'react';

/** A part of a back-office page under its own heading, named by it for assistive technology. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
