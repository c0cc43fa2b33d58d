'use client'

import { useState } from 'react'

/** The author's picture; one that fails to load is replaced by the site icon. */
export function AuthorAvatar({ src, fallback }: { src: string; fallback: string }) {
  const [current, setCurrent] = useState(src)
  return (
    // A plain img: an SVG icon or an owner's upload, 64 px, not worth the image optimizer.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={current}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="size-16 shrink-0 rounded-full border border-(--border) bg-(--muted) object-cover p-1"
      onError={() => {
        if (current !== fallback) setCurrent(fallback)
      }}
    />
  )
}
