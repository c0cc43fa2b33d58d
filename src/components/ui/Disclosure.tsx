import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  question: string
  answer: string
  id?: string
  /**
   * The chevron. Server components pass the compact server-drawn `<Icon name="chevron-down"
   * className={chevronClass} />`; in a client component the default, lucide's, is already in
   * the browser's code.
   */
  chevron?: ReactNode
}

/** The chevron's place and turn, whichever way it is drawn. */
export const chevronClass = 'chevron'

/**
 * A question and its answer in a native <details>, so answers open without JavaScript. The
 * question stays plain text inside <summary>: a heading there is flattened by the disclosure
 * role in several screen readers.
 */
export function Disclosure({ question, answer, id, chevron }: Props) {
  return (
    <details id={id} className="group scroll-mt-24">
      <summary className="disclosure-summary">
        {question}
        {chevron ?? <ChevronDown aria-hidden="true" className={chevronClass} />}
      </summary>
      <p className="pb-5 muted">{answer}</p>
    </details>
  )
}
