import type { Count } from '@/features/dashboard/queries'

type Props = { id: string; title: string; counts: Count[]; href: (key: string) => string }

/** A titled list of counts, each linking to the filtered list it counts. */
export function FigureList({ id, title, counts, href }: Props) {
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
