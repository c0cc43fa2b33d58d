// A static page, prerendered at build time: what `next start` serves with no project code.
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js</h1>
      <p>A static page served by the same Next.js version as the site.</p>
    </main>
  )
}
