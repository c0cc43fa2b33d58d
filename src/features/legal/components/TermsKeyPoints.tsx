import { Icon } from '@/components/ui/icons/Icon'

type Props = { title: string; items: string[] }

/** The four things to remember before reading the articles. */
export function TermsKeyPoints({ title, items }: Props) {
  return (
    <section
      aria-labelledby="key-points-title"
      className="rounded-2xl border-l-4 border-(--accent) bg-(--muted) p-6"
    >
      <h2 id="key-points-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-(--accent)" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
