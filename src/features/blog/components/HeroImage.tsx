import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import { HeroPicture, type HeroSource } from '@/features/blog/components/HeroPicture.client'
import { heroSourceChain } from '@/features/blog/reading/fallback-images'

type Props = { src: string; alt: string; categorySlug: string | null }

const SIZES = '(min-width: 1024px) 800px, 100vw'

/**
 * The article's 16:9 hero image with a fallback chain when it fails to load: a legacy
 * `/assets/` path retried under `/public`, then the category's fallback picture. next/image's
 * attributes (`getImageProps`: optimized `srcset`, high priority, preloaded) for each picture of
 * the chain, worked out here on the server; the browser only steps through them.
 */
export function HeroImage({ src, alt, categorySlug }: Props) {
  const pictures = heroSourceChain(src, categorySlug).map(
    (source) =>
      getImageProps({
        src: source,
        alt,
        width: 800,
        height: 450,
        preload: true,
        sizes: SIZES,
        className: 'aspect-video w-full rounded-2xl bg-(--muted) object-cover',
      }).props,
  )
  const [first] = pictures
  if (!first) return null
  const { src: firstSrc, srcSet, ...attributes } = first
  if (typeof firstSrc === 'string') {
    preload(firstSrc, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: attributes.fetchPriority,
    })
  }
  // The pictures of one chain differ only by their addresses: the rest is sent once.
  const sources: HeroSource[] = pictures.map((picture) => ({
    src: picture.src,
    srcSet: picture.srcSet,
  }))
  return <HeroPicture attributes={attributes} sources={sources} />
}
