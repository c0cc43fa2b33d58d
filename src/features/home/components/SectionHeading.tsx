type Props = { id: string; title: string; lead?: string; align?: 'left' | 'center' }

/** The h2 and lead paragraph every home section opens with. */
export function SectionHeading({ id, title, lead, align = 'center' }: Props) {
  const alignment = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${alignment}`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg muted">{lead}</p> : null}
    </div>
  )
}
