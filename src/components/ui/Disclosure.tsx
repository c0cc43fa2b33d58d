import { ChevronDown } from 'lucide-react'

type Props = { question: string; answer: string; id?: string }

/**
 * A question and its answer in a native <details>, so answers open without JavaScript. The
 * question stays plain text inside <summary>: a heading there is flattened by the disclosure
 * role in several screen readers.
 */
export function Disclosure({ question, answer, id }: Props) {
  return (
    <details id={id} className="group scroll-mt-24">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="pb-5 text-[var(--muted-foreground)]">{answer}</p>
    </details>
  )
}
