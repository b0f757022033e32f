import { type ReactNode, useId } from 'react';

/** A titled white card of the account pages, such as one form of the profile page. */
export function AccountSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:p-6 ${className}`}
    >
      <h2 id={id} className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
