import { Pill } from '@payloadcms/ui'

/** One figure of a card: what it counts, how many, and the filtered list behind it. */
export type CountItem = { key: string; label: string; count: number; href: string }

/**
 * Figures one under the other, each a link to the records it counts, the number in Payload's
 * pill at the end of the line. The link reads "label number" (the e2e tests find it so).
 */
export function CountList({ items }: { items: CountItem[] }) {
  return (
    <ul className="site-dashboard__counts">
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href}>
            <span>{item.label}</span>{' '}
            <Pill size="small" pillStyle={item.count ? 'dark' : 'light'}>
              {item.count}
            </Pill>
          </a>
        </li>
      ))}
    </ul>
  )
}
