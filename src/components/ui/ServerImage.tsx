import type { ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

// Not `next/image`'s entry: it would ship next/image's client component with every page
// (`shell-javascript.e2e.spec.ts` checks it stays out).
import { getImageProps } from '@/platform/framework/next-image-props'

type Props = ImageProps & { alt: string }

/**
 * `next/image` for server components, without its client component: the same optimized
 * `srcset`, `sizes`, lazy loading and dimensions, rendered as a plain `<img>` on the server, so
 * a page of pictures ships no image code to the browser. `preload` adds the same
 * `<link rel="preload">` next/image would. Pictures that react in the browser (an `onError`
 * fallback) keep `next/image` in a client component.
 */
export function ServerImage({ alt, preload = false, ...rest }: Props) {
  const { props } = getImageProps({ alt, preload, ...rest })
  if (preload && typeof props.src === 'string') {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
  return <img {...props} alt={alt} />
}
