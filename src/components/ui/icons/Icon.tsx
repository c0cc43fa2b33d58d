import type { IconName } from '@/components/ui/icons/icon-paths'
import { iconHref } from '@/components/ui/icons/icon-sprite'

type Props = { name: IconName; className?: string }

/**
 * A decorative Lucide icon drawn by the server, hidden from assistive technologies. Icons repeat
 * a lot (a check per list item) and a server-drawn element is written twice, in the HTML and in
 * the React payload that hydrates the page: each one is a reference into the site's icon file
 * (`icon-sprite.ts`), about 60 bytes whatever its outline. Its stroke style (`icon.css`) comes
 * with the site shell's stylesheet and reaches the outline by inheritance.
 */
export function Icon({ name, className }: Props) {
  return (
    <svg aria-hidden className={className ? `icon ${className}` : 'icon'}>
      <use href={iconHref(name)} />
    </svg>
  )
}
