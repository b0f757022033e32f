/** The head cell of a table's choice column: one checkbox that chooses every row or none. */
export function SelectAllHeader({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  return (
    <th scope="col" className="w-10 px-3 py-2">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 accent-brand-700"
      />
    </th>
  );
}
