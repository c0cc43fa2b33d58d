'use client'

import { type RefObject, useEffect, useState } from 'react'

import {
  type Box,
  CONTROLS,
  overlaps,
  staysAside,
  TYPING_FIELDS,
} from '@/components/layout/widgets/step-aside'

/** How long after the last scroll event the page counts as resting. */
const REST_MS = 250
/** Room kept between a floating button and the nearest control, in pixels. */
const MARGIN_PX = 4
/** Below the md breakpoint a field brings up a keyboard, which leaves no room beside it. */
const PHONE = '(max-width: 47.99rem)'

/**
 * The site's header and the floating tools are never in the way of one another. A tool that
 * sits in the page's flow (the language switch on a phone) is the page's content there.
 */
function ownPart(control: Element): boolean {
  if (control.closest('[data-site-header]')) return true
  const tool = control.closest('[data-floating-tool]')
  return !!tool && getComputedStyle(tool).position === 'fixed'
}

function coversControl(box: Box): boolean {
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (ownPart(control)) continue
    const target = control.matches('input[type="radio"], input[type="checkbox"]')
      ? (control.closest('label') ?? control)
      : control
    const rect = target.getBoundingClientRect()
    // A visually hidden control (one pixel, clipped) is not something anyone sees or taps.
    if (rect.width <= 1 || rect.height <= 1 || !overlaps(box, rect, MARGIN_PX)) continue
    if (control.checkVisibility()) return true
  }
  return false
}

/**
 * Whether the floating tool in `root` should step aside, at any width: while it would cover a
 * link, a button or a field, and on a phone while the visitor types in a field. Checked at each
 * frame the page scrolls, changes or resizes; `pinned` (the tool's menu is open) keeps it in
 * place, and a tool in the page's flow (not fixed) covers nothing. `root` is the tool's resting
 * box, never moved itself: the part that moves is inside it.
 */
export function useStepAside(root: RefObject<HTMLElement | null>, pinned: boolean): boolean {
  const [aside, setAside] = useState(false)

  useEffect(() => {
    const element = root.current
    if (pinned || !element) return
    const phone = window.matchMedia(PHONE)
    let frame = 0
    let rest: ReturnType<typeof setTimeout> | undefined
    let scrolling = false
    const check = () => {
      frame = 0
      const floating = getComputedStyle(element).position === 'fixed'
      const typing = phone.matches && !!document.activeElement?.matches(TYPING_FIELDS)
      const covering = floating && (typing || coversControl(element.getBoundingClientRect()))
      setAside((current) => staysAside(current, covering, scrolling))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    const onScroll = () => {
      scrolling = true
      clearTimeout(rest)
      rest = setTimeout(() => {
        scrolling = false
        schedule()
      }, REST_MS)
      schedule()
    }
    // Content that arrives without a scroll (a booking's times, a form's errors) is checked too.
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, { childList: true, subtree: true })
    const events = ['resize', 'focusin', 'focusout'] as const
    events.forEach((name) => window.addEventListener(name, schedule))
    window.addEventListener('scroll', onScroll, { passive: true })
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(rest)
      changes.disconnect()
      events.forEach((name) => window.removeEventListener(name, schedule))
      window.removeEventListener('scroll', onScroll)
    }
  }, [root, pinned])

  return aside && !pinned
}
