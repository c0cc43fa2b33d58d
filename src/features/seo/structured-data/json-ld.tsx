/** A schema.org object; `@context` is added by `<JsonLd>`. */
export type JsonLdThing = { '@type': string } & Record<string, unknown>

/** JSON for a script element: "<" escaped so no text can close the element. */
export function jsonLdText(data: JsonLdThing | JsonLdThing[]): string {
  const items = (Array.isArray(data) ? data : [data]).map((item) => ({
    '@context': 'https://schema.org',
    ...item,
  }))
  return JSON.stringify(items.length === 1 ? items[0] : items).replace(/</g, '\\u003c')
}

/** Structured data for search engines, in the first response (a server component). */
export function JsonLd({ data }: { data: JsonLdThing | JsonLdThing[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
