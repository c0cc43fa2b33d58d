import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'
import type { ContextualCta } from '@/features/blog/article-view'
import type { CtaIcon } from '@/features/blog/content/cta-options'

const icons: Record<CtaIcon, IconName> = {
  Smartphone: 'smartphone',
  Brain: 'brain',
  TrendingUp: 'trending-up',
  Users: 'users',
  Zap: 'zap',
  Target: 'target',
}

/** A call to action between two sections of an article, set apart from the text. */
export function ContextualCtaCard({ cta, label }: { cta: ContextualCta; label: string }) {
  return (
    <section
      aria-label={label}
      data-testid="contextual-cta"
      className="not-prose my-10 flex flex-col gap-4 rounded-2xl border-2 border-(--accent) bg-(--muted) p-6 sm:flex-row sm:items-start"
    >
      <Icon name={icons[cta.icon]} className="size-10 shrink-0 text-(--accent)" />
      <div>
        <p className="text-lg font-bold">{cta.title}</p>
        <p className="mt-2">{cta.description}</p>
        <a
          href={cta.href}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-(--accent) px-4 font-semibold text-(--accent-foreground)"
        >
          {cta.buttonText}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </section>
  )
}
