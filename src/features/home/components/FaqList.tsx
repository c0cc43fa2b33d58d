import { chevronClass, Disclosure } from '@/components/ui/Disclosure'
import { Icon } from '@/components/ui/icons/Icon'
import { faqPage } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'

export type FaqEntry = { question: string; answer: string }

/**
 * A list of questions and answers between rules; each answer opens without JavaScript. The same
 * questions are given to search engines as a FAQPage.
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-(--border) border-y border-(--border)">
      <JsonLd data={faqPage(items)} />
      {items.map((item) => (
        <Disclosure
          key={item.question}
          question={item.question}
          answer={item.answer}
          chevron={<Icon name="chevron-down" className={chevronClass} />}
        />
      ))}
    </div>
  )
}
