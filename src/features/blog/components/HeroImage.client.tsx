'use client'

import Image from 'next/image'
import { useState } from 'react'

import { nextHeroSource } from '@/features/blog/fallback-images'

type Props = { src: string; alt: string; categorySlug: string | null }

/**
 * The article's 16:9 hero image with the spec's fallback chain when it fails to load: a legacy
 * `/assets/` path retried under `/public`, then the category's fallback picture.
 */
export function HeroImage({ src, alt, categorySlug }: Props) {
  const [current, setCurrent] = useState(src)
  const [gone, setGone] = useState(false)
  if (gone) return null
  return (
    <Image
      src={current}
      alt={alt}
      width={800}
      height={450}
      priority
      sizes="(min-width: 1024px) 800px, 100vw"
      className="aspect-video w-full rounded-2xl bg-[var(--muted)] object-cover"
      onError={() => {
        const next = nextHeroSource(current, src, categorySlug)
        if (next) setCurrent(next)
        else setGone(true)
      }}
    />
  )
}
