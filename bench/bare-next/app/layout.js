// The bare app's root layout: the least an App Router page needs.
export const metadata = {
  title: 'Bare Next.js',
  description: 'The bench baseline: static pages with no project code.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
