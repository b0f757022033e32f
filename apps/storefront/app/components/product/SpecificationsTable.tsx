/** The product's properties by group; the specifications tab of the product page. */
export function SpecificationsTable({
  specifications,
}: {
  specifications: { name: string; value: string }[];
}) {
  if (specifications.length === 0) return null;
  return (
    <table className="w-full max-w-3xl border-collapse text-sm">
      <tbody>
        {specifications.map((row) => (
          <tr key={row.name} className="border-gray-200 border-b odd:bg-gray-50">
            <th scope="row" className="w-1/3 px-3 py-2 text-left font-medium text-gray-700">
              {row.name}
            </th>
            <td className="px-3 py-2 text-gray-900">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
