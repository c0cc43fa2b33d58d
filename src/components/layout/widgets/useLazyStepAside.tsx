'use client'

import { type ReactNode, type RefObject, useState } from 'react'

import type { StepAsideProps } from '@/components/layout/widgets/StepAside.client'
import { useLazyComponent } from '@/components/layout/widgets/useLazyComponent'

const loadStepAside = () =>
  import('@/components/layout/widgets/StepAside.client').then(({ StepAside }) => StepAside)

/**
 * `useStepAside`, its code loaded once the page is idle: the watch it keeps (each frame the page
 * scrolls or changes, the box of every control) then stays out of the page's first moments,
 * when the page changes most. `watcher` is to be rendered anywhere (it draws nothing).
 */
export function useLazyStepAside(
  root: RefObject<HTMLElement | null>,
  pinned: boolean,
): { aside: boolean; watcher: ReactNode } {
  const [aside, setAside] = useState(false)
  const { Component: Watcher } = useLazyComponent<StepAsideProps>(loadStepAside, 'idle')
  return {
    aside: aside && !pinned,
    watcher: Watcher ? <Watcher root={root} pinned={pinned} onChange={setAside} /> : null,
  }
}
