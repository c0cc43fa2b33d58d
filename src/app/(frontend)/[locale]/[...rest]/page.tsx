import { notFound } from 'next/navigation'

/** Any path no page claims ends on the localized not-found page. */
export default function CatchAll() {
  notFound()
}
