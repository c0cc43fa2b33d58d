'use client'

import { getImageProps } from 'next/image'
import { useCallback, useState } from 'react'
import { preload } from 'react-dom'

import { nextHeroSource } from '@/features/blog/reading/fallback-images'

type Props = { src: string; alt: string; categorySlug: string | null }

const SIZES = '(min-width: 1024px) 800px, 100vw'

/**
 * The article's 16:9 hero image with a fallback chain when it fails to load: a legacy
 * `/assets/` path retried under `/public`, then the category's fallback picture. next/image's
 * attributes (`getImageProps`: optimized `srcset`, high priority, preloaded) on a plain `<img>`,
 * without next/image's component in the browser.
 */
export function HeroImage({ src, alt, categorySlug }: Props) {
  const [current, setCurrent] = useState(src)
  const [gone, setGone] = useState(false)
  // A picture that failed before hydration fired its error to no one: load it again now that
  // React listens (what next/image does).
  const replayError = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) img.src = img.src // restarts the request
  }, [])
  const { props } = getImageProps({
    src: current,
    alt,
    width: 800,
    height: 450,
    preload: true,
    sizes: SIZES,
    className: 'aspect-video w-full rounded-2xl bg-(--muted) object-cover',
  })
  if (typeof props.src === 'string' && current === src) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  if (gone) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
    <img
      {...props}
      ref={replayError}
      alt={alt}
      onError={() => {
        const next = nextHeroSource(current, src, categorySlug)
        if (next) setCurrent(next)
        else setGone(true)
      }}
    />
  )
}
