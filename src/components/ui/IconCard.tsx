import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'

type Props = { icon: IconName; title: string; text: string }

/** A list item card: a decorative icon, a short title and its explanation. */
export function IconCard({ icon, title, text }: Props) {
  return (
    <li className="card p-6">
      <Icon name={icon} className="size-8 text-(--accent)" />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 muted">{text}</p>
    </li>
  )
}
