import { ServerImage } from '@/components/ui/ServerImage'
import type { TestimonialView } from '@/features/testimonials/testimonial-view'

type Props = {
  item: TestimonialView
  newTab: string
  size?: 'small' | 'large'
  /** Spacing from the quote: the caption must be the figure's own child, not wrapped. */
  className?: string
}

/**
 * Who said it: logo or photo, name when the client gave it, role and company, the company
 * linked to its site. The picture repeats the caption, so it is decorative here.
 */
export function TestimonialAttribution({ item, newTab, size = 'small', className = '' }: Props) {
  const pixels = size === 'large' ? 56 : 40
  const company = item.company ? (
    item.link ? (
      <a
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        className="underline decoration-(--accent) underline-offset-2 hover:decoration-2"
      >
        {item.company}
        <span className="sr-only"> {newTab}</span>
      </a>
    ) : (
      item.company
    )
  ) : null
  return (
    <figcaption className={`flex items-center gap-3 text-sm ${className}`}>
      {item.image ? (
        <ServerImage
          src={item.image.src}
          alt=""
          width={pixels}
          height={pixels}
          className={`shrink-0 object-cover ${item.imageKind === 'photo' ? 'rounded-full' : 'rounded-lg'}`}
          style={{ width: pixels, height: pixels }}
        />
      ) : null}
      <span>
        <span className="block font-semibold">
          {item.name ? `${item.name}, ${item.role}` : item.role}
        </span>
        {company ? <span className="block muted">{company}</span> : null}
      </span>
    </figcaption>
  )
}
