/** An XML answer; crawlers may keep it a minute (the files follow the content within that). */
export function xmlResponse(xml: string | null): Response {
  if (xml === null) return new Response('Not found', { status: 404 })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
    },
  })
}

/** The `?page=` of a split file: a positive integer, 1 when absent, null when malformed. */
export function sitemapPage(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('page')
  if (raw === null) return 1
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}
