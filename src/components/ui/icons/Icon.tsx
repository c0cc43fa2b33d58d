import { iconPaths, type IconName } from '@/components/ui/icons/icon-paths'

type Props = { name: IconName; className?: string }

/**
 * A decorative Lucide icon drawn by the server, hidden from assistive technologies. Where
 * lucide-react writes an SVG with eight attributes and an element per shape, this writes a
 * viewBox, a class and one path: icons repeat a lot (a check per list item), and a server-drawn
 * element is written twice, in the HTML and in the React payload that hydrates the page.
 * Server components only: a client component importing it would ship every path. Its stroke
 * style (`icon.css`) comes with the site shell, whose stylesheet every page loads.
 */
export function Icon({ name, className }: Props) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className ? `icon ${className}` : 'icon'}>
      <path d={iconPaths[name]} />
    </svg>
  )
}
