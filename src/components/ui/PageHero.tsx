import type { ReactNode } from 'react'

const widths = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '7xl': 'max-w-7xl' } as const

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string
  eyebrow: string
  title: string
  lead: string
  width?: keyof typeof widths
  /** Space under the hero: none when the next block is part of the same story. */
  spaced?: boolean
  /** Calls to action or figures under the lead. */
  children?: ReactNode
}

/** The top of an inner page: eyebrow, the page's one h1, a lead paragraph, optional actions. */
export function PageHero({
  id,
  eyebrow,
  title,
  lead,
  width = '4xl',
  spaced = true,
  children,
}: Props) {
  return (
    <section aria-labelledby={id} className={`px-4 pt-16 sm:px-6 ${spaced ? 'pb-10' : ''}`}>
      <div className={`mx-auto ${widths[width]}`}>
        <p className="font-semibold text-(--accent)">{eyebrow}</p>
        <h1
          id={id}
          className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg muted">{lead}</p>
        {children}
      </div>
    </section>
  )
}
