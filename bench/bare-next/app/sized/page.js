// The same bare app's page at the size of the site's home page (about 134 KB of HTML with its
// inline React data) and in French, with the typographic characters the site's pages carry (€,
// narrow no-break space, dashes). Serving a page costs with its size and its text (Node writes a
// text with characters beyond Latin-1 through a slower path), so this page is what the framework
// alone serves at the home page's weight: the ceiling the site's cached pages can approach.
const offer = {
  title: 'Un site rapide et accessible pour votre entreprise',
  text: 'Diagnostic gratuit, création sur mesure, référencement et intelligence artificielle au service de vos clients – sans jargon, à partir de 1 490 €.',
  points: ['Pages rapides et sobres', 'Accessibles à tous', 'Visibles sur les moteurs'],
}

export const metadata = { title: 'Bare Next.js, home page size' }

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl px-4">
      <h1 className="text-4xl font-bold">Bare Next.js</h1>
      {Array.from({ length: 96 }, (_, index) => (
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
