import { CountList } from '@/features/dashboard/admin/CountList'
import type { Count } from '@/features/dashboard/queries'

type Props = { id: string; title: string; counts: Count[]; href: (key: string) => string }

/** A titled list of counts, each linking to the filtered list it counts. */
export function FigureList({ id, title, counts, href }: Props) {
  return (
    <section className="site-dashboard__card site-admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <CountList items={counts.map((item) => ({ ...item, href: href(item.key) }))} />
    </section>
  )
}
