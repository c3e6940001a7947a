import type { ReactNode } from "react";
import { TableBox } from "./table-box";
import { formatCount } from "./visit-figures";

interface FigureTableProps {
  caption: string;
  headers: string[];
  /** Each row's cells: the first names the row, numbers are right-aligned. */
  rows: { key: string; cells: (string | number)[] }[];
  empty: ReactNode;
}

/** Counted figures as a table, its first column naming each row. */
export function FigureTable({ caption, headers, rows, empty }: FigureTableProps) {
  if (rows.length === 0) return <p className="mt-4 text-ink-soft">{empty}</p>;
  return (
    <TableBox label={caption}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-sm">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`p-3 ${index > 0 ? "text-right" : ""}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key}>
              <th scope="row" className="p-3 font-normal">
                {name}
              </th>
              {figures.map((figure, index) => (
                <td key={headers[index + 1]} className="whitespace-nowrap p-3 text-right tabular-nums">
                  {typeof figure === "number" ? formatCount(figure) : figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
