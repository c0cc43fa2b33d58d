'use client'

import { type RefObject, useEffect } from 'react'

import { useStepAside } from '@/components/layout/widgets/useStepAside'

export type StepAsideProps = {
  root: RefObject<HTMLElement | null>
  pinned: boolean
  onChange: (aside: boolean) => void
}

/** `useStepAside` as a component, so that its code can come apart from the page's. */
export function StepAside({ root, pinned, onChange }: StepAsideProps) {
  const aside = useStepAside(root, pinned)
  useEffect(() => onChange(aside), [aside, onChange])
  return null
}
