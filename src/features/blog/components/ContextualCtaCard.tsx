import { ArrowRight, Brain, Smartphone, Target, TrendingUp, Users, Zap } from 'lucide-react'

import type { ContextualCta } from '@/features/blog/article-view'
import type { CtaIcon } from '@/features/blog/cta-options'

const icons: Record<CtaIcon, typeof Brain> = { Smartphone, Brain, TrendingUp, Users, Zap, Target }

/** A call to action between two sections of an article, set apart from the text. */
export function ContextualCtaCard({ cta, label }: { cta: ContextualCta; label: string }) {
  const Icon = icons[cta.icon]
  return (
    <section
      aria-label={label}
      data-testid="contextual-cta"
      className="not-prose my-10 flex flex-col gap-4 rounded-2xl border-2 border-[var(--accent)] bg-[var(--muted)] p-6 sm:flex-row sm:items-start"
    >
      <Icon aria-hidden="true" className="size-10 shrink-0 text-[var(--accent)]" />
      <div>
        <p className="text-lg font-bold">{cta.title}</p>
        <p className="mt-2">{cta.description}</p>
        <a
          href={cta.href}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-[var(--accent)] px-4 font-semibold text-[var(--accent-foreground)]"
        >
          {cta.buttonText}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  )
}
