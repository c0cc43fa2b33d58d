import { Icon } from '@/components/ui/icons/Icon'
import { Link, type IntlLinkProps } from '@/i18n/navigation'

type Props = {
  /** The heading's id, named by its section's `aria-labelledby`. */
  id: string
  title: string
  /** Where the rest is: the whole list of what the section shows a part of. */
  href: IntlLinkProps['href']
  linkLabel: string
}

/**
 * A section's h2 with a link to the whole list beside it on a wide screen, under it on a phone:
 * the heading and its "see all" read together, before the items.
 */
export function HeadingWithLink({ id, title, href, linkLabel }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-16 gap-y-2">
      <h2 id={id} className="section-title text-balance">
        {title}
      </h2>
      <Link href={href} className="link-arrow">
        {linkLabel}
        <Icon name="arrow-right" className="size-4 shrink-0" />
      </Link>
    </div>
  )
}
