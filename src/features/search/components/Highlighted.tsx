import { highlight } from '@/features/blog/search/search-terms'

/** A text with the words matching the search wrapped in <mark>, built as elements, never HTML. */
export function Highlighted({
  text,
  terms,
  forms = [],
}: {
  text: string
  terms: string[]
  /** Whole words marked as well: the other number of the terms. */
  forms?: string[]
}) {
  return (
    <>
      {highlight(text, terms, forms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded bg-(--accent) px-0.5 text-(--accent-foreground)">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
