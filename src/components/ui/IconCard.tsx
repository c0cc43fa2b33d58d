import type { LucideIcon } from 'lucide-react'

type Props = { icon: LucideIcon; title: string; text: string }

/** A list item card: a decorative icon, a short title and its explanation. */
export function IconCard({ icon: Icon, title, text }: Props) {
  return (
    <li className="rounded-2xl border border-[var(--border)] bg-[var(--background)] p-6">
      <Icon aria-hidden="true" className="size-8 text-[var(--accent)]" />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-[var(--muted-foreground)]">{text}</p>
    </li>
  )
}
