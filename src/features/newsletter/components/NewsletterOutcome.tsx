import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'

type Props = {
  title: string
  text: string
  note?: string
  links: { href: '/' | '/blog'; label: string }[]
}

/** The page a newsletter link lands on: what happened, and where to go next. */
export function NewsletterOutcome({ title, text, note, links }: Props) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg muted">{text}</p>
      {note ? <p className="mt-3 muted">{note}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link
            key={link.href}
            href={link.href}
            className={index === 0 ? buttonStyles.primary : buttonStyles.outline}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  )
}
