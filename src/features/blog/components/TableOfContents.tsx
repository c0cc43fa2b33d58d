import type { TocEntry } from '@/features/blog/content/toc'

/** "Sommaire": links to the level-2 headings, in the side column on large screens only. */
export function TableOfContents({ entries, title }: { entries: TocEntry[]; title: string }) {
  if (entries.length < 2) return null
  return (
    <nav aria-labelledby="toc-title" className="sticky top-24 hidden lg:block" data-testid="toc">
      <h2 id="toc-title" className="eyebrow">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 border-l-2 border-(--border) text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-3 hover:border-(--accent) hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
