export type TocEntry = { id: string; title: string }

/** In-page contents: plain fragment links, so they work without JavaScript. */
export function LegalToc({ title, entries }: { title: string; entries: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-title"
      className="h-fit rounded-2xl border border-(--border) p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="legal-toc-title" className="eyebrow">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-8 items-center py-1 hover:text-(--accent) hover:underline"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
