/** A data table's header row: one column heading per name. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-sand text-sm">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="p-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
