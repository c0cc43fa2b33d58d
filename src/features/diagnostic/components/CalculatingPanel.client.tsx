'use client'

import { type Ref, useEffect, useState } from 'react'

import { useTranslations } from '@/i18n/client-messages'

export const calculatingPhases = ['analysing', 'processing', 'optimising', 'finalising'] as const
/** Each sub-message stays this long: about 2.4 s in all, long enough to read, short to wait. */
export const PHASE_MS = 600

type Props = { onDone: () => void; headingRef?: Ref<HTMLHeadingElement> }

/**
 * The "calculating" moment between the questions and the results; skipped at once for visitors
 * who prefer less motion.
 */
export function CalculatingPanel({ onDone, headingRef }: Props) {
  const t = useTranslations('diagnostic.calculating')
  const [phase, setPhase] = useState(0)

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (reduced) {
      const skip = window.setTimeout(onDone, 0)
      return () => window.clearTimeout(skip)
    }
    const timers = calculatingPhases.map((_, index) =>
      window.setTimeout(
        () => (index === calculatingPhases.length - 1 ? onDone() : setPhase(index + 1)),
        PHASE_MS * (index + 1),
      ),
    )
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [onDone])

  const current = calculatingPhases[phase] ?? 'finalising'
  return (
    <div className="py-10 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('title')}
      </h2>
      <div
        aria-hidden="true"
        className="mx-auto mt-6 h-2 max-w-md overflow-hidden rounded-full bg-(--muted)"
      >
        <div
          className="h-full bg-(--accent) transition-[width] duration-500"
          style={{ width: `${((phase + 1) / calculatingPhases.length) * 100}%` }}
        />
      </div>
      <p role="status" className="mt-4 text-lg">
        {t(current)}
      </p>
    </div>
  )
}
