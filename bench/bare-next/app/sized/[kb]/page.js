// The bare app's pages at the site's page weights, every 10 KB from /sized/20 to /sized/200:
// HTML of about that many KB with its inline React data, in French with the typographic
// characters the site's pages carry (€, narrow no-break space, dashes). Serving a page costs with
// its size and its text (Node writes a text with characters beyond Latin-1 through a slower
// path), so each is what the framework alone serves at a given weight: the bench compares each
// cached page of the site with the one nearest its own size (load.mjs).
const offer = {
  title: 'Un site rapide et accessible pour votre entreprise',
  text: 'Diagnostic gratuit, création sur mesure, référencement et intelligence artificielle au service de vos clients – sans jargon, à partir de 1 490 €.',
  points: ['Pages rapides et sobres', 'Accessibles à tous', 'Visibles sur les moteurs'],
}

// Measured on this page: the empty page weighs about 5 KB, each section adds about 1.31 KB
// (its HTML and its share of the inline React data).
const EMPTY_KB = 5
const SECTION_KB = 1.31
const SIZES = Array.from({ length: 19 }, (_, index) => 20 + index * 10)

export const dynamicParams = false

export function generateStaticParams() {
  return SIZES.map((kb) => ({ kb: String(kb) }))
}

export async function generateMetadata({ params }) {
  const { kb } = await params
  return { title: `Bare Next.js, ${kb} KB` }
}

export default async function Page({ params }) {
  const { kb } = await params
  const sections = Math.max(0, Math.round((Number(kb) - EMPTY_KB) / SECTION_KB))
  return (
    <main className="mx-auto max-w-6xl px-4">
      <h1 className="text-4xl font-bold">Bare Next.js</h1>
      {Array.from({ length: sections }, (_, index) => (
        <section key={index} className="card grid gap-4 rounded-2xl border p-6 md:grid-cols-2">
          <h2 className="section-title">
            {offer.title} ({index + 1})
          </h2>
          <p className="muted text-lg leading-relaxed">{offer.text}</p>
          <ul className="check-list">
            {offer.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}
