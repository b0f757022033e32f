/** Facts shown as label and value, e.g. a flow's budget and approval where they cannot be changed. */
export function FactList({
  facts,
  className = '',
}: {
  facts: [label: string, value: string][];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 text-sm ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
