'use client'

import { useEffect, useRef, useState } from 'react'

import { maskPhone, PHONE_REVEAL_MS } from '@/components/layout/footer/phone-mask'

/** The number stays masked until hovered, focused or clicked, then shows for 10 s. */
export function PhoneReveal({ phone, hiddenLabel }: { phone: string; hiddenLabel: string }) {
  const [shown, setShown] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const reveal = () => {
    setShown(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setShown(false), PHONE_REVEAL_MS)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  if (shown) {
    return (
      <a
        data-testid="phone-reveal"
        href={`tel:${phone.replace(/\s+/g, '')}`}
        className="underline"
        onMouseEnter={reveal}
      >
        {phone}
      </a>
    )
  }
  return (
    <button
      type="button"
      data-testid="phone-reveal"
      aria-label={hiddenLabel}
      onMouseEnter={reveal}
      onClick={reveal}
      className="min-h-11 text-left underline decoration-dotted"
    >
      {maskPhone(phone)}
    </button>
  )
}
