import type { LegalBlock } from '@/features/legal/content/legal-types'
import { Link } from '@/i18n/navigation'

const linkStyle = 'font-semibold text-(--accent) underline underline-offset-2'

function Definitions({ items }: Extract<LegalBlock, { kind: 'definitions' }>) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map((item) => (
        <div key={item.term} className="contents">
          <dt className="font-semibold">{item.term}</dt>
          <dd className="mb-2 sm:mb-0">
            {item.url ? (
              <a href={item.url} className={`${linkStyle} break-words`}>
                {item.definition}
              </a>
            ) : (
              item.definition
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Records({ items }: Extract<LegalBlock, { kind: 'records' }>) {
  return (
    <div className="space-y-4">
      {items.map((record) => (
        <div key={record.title} className="rounded-xl border border-(--border) p-5">
          <h3 className="text-lg font-bold break-words">{record.title}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[9rem_1fr]">
            {record.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="font-semibold">{field.label}</dt>
                <dd className="mb-2 muted sm:mb-0">{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

/** The body of a legal section, block by block, as the content modules describe it. */
export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index}>
                {block.text}
                {block.link ? (
                  <>
                    {' '}
                    <Link href={block.link.href} className={linkStyle}>
                      {block.link.label}
                    </Link>
                  </>
                ) : null}
              </p>
            )
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 pl-6 marker:text-(--accent)">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case 'definitions':
            return <Definitions key={index} {...block} />
          case 'records':
            return <Records key={index} {...block} />
        }
      })}
    </div>
  )
}
