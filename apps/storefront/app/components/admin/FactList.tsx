import type { ReactNode } from 'react';

/** Facts of an object as label and value, two columns on a wide screen. */
export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-gray-700">{fact.label}</dt>
          <dd className="text-gray-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
