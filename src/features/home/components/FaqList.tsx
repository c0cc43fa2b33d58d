import { Disclosure } from '@/components/ui/Disclosure'

export type FaqEntry = { question: string; answer: string }

/** A list of questions and answers between rules; each answer opens without JavaScript. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-[var(--border)] border-y border-[var(--border)]">
      {items.map((item) => (
        <Disclosure key={item.question} question={item.question} answer={item.answer} />
      ))}
    </div>
  )
}
