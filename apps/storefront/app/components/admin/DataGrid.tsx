import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { TableFrame } from '../ui/TableFrame';

const features = tableFeatures({});

/**
 * A back-office table of one page of rows the Admin API answered (it filters, sorts and pages them):
 * TanStack Table lays out the columns and cells, the markup is a plain, captioned HTML table that
 * works without JavaScript.
 */
export function DataGrid<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ColumnDef<typeof features, Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const table = useTable({ features, columns, data: rows, getRowId: rowKey });
  return (
    <TableFrame>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-gray-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-gray-50">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
