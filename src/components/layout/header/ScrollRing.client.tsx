'use client'

import { useEffect, useState } from 'react'

import { RING_THRESHOLD_PX, scrollPercent } from '@/components/layout/header/sections'

const RADIUS = 16
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** Reading progress ring, shown after 50 px of scroll; a click goes back to the top. */
export function ScrollRing({ label }: { label: (percent: number) => string }) {
  const [percent, setPercent] = useState<number | null>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const root = document.documentElement
      setPercent(
        window.scrollY > RING_THRESHOLD_PX
          ? scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight)
          : null,
      )
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  if (percent === null) return null
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <button
      type="button"
      data-testid="scroll-ring"
      aria-label={label(percent)}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
      className="relative grid size-11 place-items-center rounded-full"
    >
      <svg viewBox="0 0 40 40" className="size-10 -rotate-90" aria-hidden="true">
        <circle
          cx="20"
          cy="20"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          className="stroke-(--border)"
        />
        <circle
          cx="20"
          cy="20"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-(--accent)"
        />
      </svg>
      <span aria-hidden="true" className="absolute text-[0.6rem] font-bold">
        {percent}
      </span>
    </button>
  )
}
