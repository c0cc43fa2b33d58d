import type { Metadata } from 'next'

import type { SeoOverrides } from '@/features/seo/manager/overrides'

const baseTitle = (title: Metadata['title']) =>
  typeof title === 'string' ? title : title && 'absolute' in title ? title.absolute : undefined

type Images = NonNullable<NonNullable<Metadata['openGraph']>['images']>

/** The route's metadata with a record's overrides on top. */
export function applySeoOverrides(base: Metadata, o: SeoOverrides): Metadata {
  const title = o.title ?? baseTitle(base.title)
  const description = o.description ?? base.description ?? undefined
  const ogImage = o.openGraph?.image
  const twitterImage = o.twitter?.image ?? ogImage
  const images = (url: string | undefined, fallback: Images | undefined): Images | undefined =>
    url ? [{ url }] : fallback
  return {
    ...base,
    // The owner's title is the whole title shown by search engines: no site suffix added.
    ...(o.title ? { title: { absolute: o.title } } : {}),
    ...(o.description ? { description: o.description } : {}),
    ...(o.keywords ? { keywords: o.keywords } : {}),
    ...(o.robots ? { robots: o.robots } : {}),
    ...(o.other ? { other: { ...base.other, ...o.other } } : {}),
    alternates: { ...base.alternates, ...(o.canonical ? { canonical: o.canonical } : {}) },
    openGraph: {
      ...base.openGraph,
      title: o.openGraph?.title ?? title,
      description: o.openGraph?.description ?? description,
      ...(o.canonical ? { url: o.canonical } : {}),
      images: images(ogImage, base.openGraph?.images),
    },
    twitter: {
      ...base.twitter,
      ...(o.twitter?.card ? { card: o.twitter.card } : {}),
      title: o.twitter?.title ?? o.openGraph?.title ?? title,
      description: o.twitter?.description ?? o.openGraph?.description ?? description,
      images: images(twitterImage, base.twitter?.images as Images | undefined),
    },
  } as Metadata
}
