'use client'

import { type ImgHTMLAttributes, useCallback, useState } from 'react'

export type HeroAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'>
export type HeroSource = { src?: string; srcSet?: string }

type Props = { attributes: HeroAttributes; sources: HeroSource[] }

/**
 * The hero `<img>` in the browser: its attributes and each picture's addresses come ready from
 * the server (HeroImage.tsx), so a failed picture moves on to the next one without next/image's
 * code being sent to the page. Nothing is shown once the last one has failed.
 */
export function HeroPicture({ attributes, sources }: Props) {
  const [index, setIndex] = useState(0)
  // A picture that failed before hydration fired its error to no one: load it again now that
  // React listens (what next/image does).
  const replayError = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) img.src = img.src // restarts the request
  }, [])
  const source = sources[index]
  if (!source) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
    <img
      {...attributes}
      src={source.src}
      srcSet={source.srcSet}
      ref={replayError}
      alt={attributes.alt}
      onError={() => setIndex(index + 1)}
    />
  )
}
