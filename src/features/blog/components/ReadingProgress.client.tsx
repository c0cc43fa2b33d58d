'use client'

import { useEffect, useState } from 'react'

/**
 * A thin bar at the top of the window showing how much of the article body has been read.
 * Decorative (the scroll position already says it), so hidden from assistive technology.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
  const [progress, setProgress] = useState(0)
  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target) return
    let frame = 0
    const update = () => {
      frame = 0
      const { top, height } = target.getBoundingClientRect()
      const readable = height - window.innerHeight
      const ratio = readable <= 0 ? (top < 0 ? 1 : 0) : -top / readable
      setProgress(Math.min(1, Math.max(0, ratio)))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [targetId])
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1"
      data-testid="reading-progress"
    >
      <div
        className="h-full origin-left bg-(--accent) motion-safe:transition-transform"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  )
}
