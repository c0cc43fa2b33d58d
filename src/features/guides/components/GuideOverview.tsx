import type { GuideContent } from '@/features/guides/content/guide-content-types'

type Props = {
  content: GuideContent
  titles: { contents: string; audience: string; benefits: string }
}

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-(--accent)">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}

/** What the guide holds: chapters, who it is for, what the reader gets, and a short extract. */
export function GuideOverview({ content, titles }: Props) {
  return (
    <div className="space-y-12">
      <section aria-labelledby="guide-contents">
        <h2 id="guide-contents" className="text-2xl font-bold">
          {titles.contents}
        </h2>
        <ol className="mt-4 space-y-4">
          {content.chapters.map((chapter, i) => (
            <li key={chapter.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-(--muted) font-bold"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">{chapter.title}</p>
                <p className="muted">{chapter.summary}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="guide-audience">
          <h2 id="guide-audience" className="text-2xl font-bold">
            {titles.audience}
          </h2>
          <Checklist items={content.audience} />
        </section>
        <section aria-labelledby="guide-benefits">
          <h2 id="guide-benefits" className="text-2xl font-bold">
            {titles.benefits}
          </h2>
          <Checklist items={content.benefits} />
        </section>
      </div>
      <figure className="rounded-2xl border-l-4 border-(--accent) bg-(--muted) p-6">
        <figcaption className="font-semibold">{content.extract.heading}</figcaption>
        <blockquote className="mt-2 text-lg">{content.extract.text}</blockquote>
      </figure>
    </div>
  )
}
