import { ChevronDown } from 'lucide-react'

export type FaqEntry = { question: string; answer: string }

/**
 * Native <details> so the answers open without JavaScript. The question stays plain text inside
 * <summary>: a heading there is flattened by the disclosure role in several screen readers.
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-[var(--border)] border-y border-[var(--border)]">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-[var(--muted-foreground)]">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
