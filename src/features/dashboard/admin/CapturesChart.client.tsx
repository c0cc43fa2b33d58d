'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts'

type Props = { weeks: { label: string; count: number }[] }

/**
 * The captures of the last twelve weeks as bars. The same numbers are in the table next to it
 * (screen readers and keyboard users read that), so the drawing itself is hidden from them.
 */
export function CapturesChart({ weeks }: Props) {
  return (
    <div className="site-dashboard__chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart
          data={weeks}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} width={32} />
          <Bar dataKey="count" name="Captures" fill="#c7003f" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
