type Row = { key: string; label: string; value: string; percent: number }

type Props = {
  id: string
  title: string
  columns: { label: string; value: string }
  rows: Row[]
}

/**
 * A bar chart that is a data table: screen readers read months and values, the bars are drawn
 * with CSS for the eye only. Values stay as text beside each bar.
 */
export function BarTable({ id, title, columns, rows }: Props) {
  return (
    <div>
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <table aria-labelledby={id} className="mt-3 w-full border-collapse text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="w-24 py-1 pr-3 text-left font-medium">
                {row.label}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="h-3 flex-1">
                    <span
                      className="block h-full rounded-full bg-(--accent)"
                      style={{ width: `${row.percent}%` }}
                    />
                  </span>
                  <span className="w-20 text-right tabular-nums">{row.value}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
