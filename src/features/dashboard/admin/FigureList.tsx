import type { Count } from '@/features/dashboard/queries'

type Props = { title: string; counts: Count[]; href: (key: string) => string }

/** A titled list of counts, each linking to the filtered list it counts. */
export function FigureList({ title, counts, href }: Props) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section className="site-dashboard__card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="site-dashboard__counts">
        {counts.map((item) => (
          <li key={item.key}>
            <a href={href(item.key)}>
              <span>{item.label}</span> <strong>{item.count}</strong>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
