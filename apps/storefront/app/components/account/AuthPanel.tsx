import type { ReactNode } from 'react';

/** The card the login and password pages sit in; `wide` for the registration forms, two fields a row. */
export function AuthPanel({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`mx-auto flex w-full ${wide ? 'max-w-2xl' : 'max-w-md'} flex-col gap-5 rounded-lg border border-gray-200 bg-white p-5 sm:p-8`}
    >
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl text-gray-900">{title}</h1>
        {intro && <p className="text-gray-700">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

export const textLinkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
