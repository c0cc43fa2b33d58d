import { getTranslations } from 'next-intl/server'

import { ServerImage } from '@/components/ui/ServerImage'
import type { ProjectImage } from '@/features/portfolio/project-view'
import type { Locale } from '@/i18n/locales'

/** The project's other pictures, full width on a phone, two by two on a wider screen. */
export async function ProjectGallery({
  images,
  locale,
}: {
  images: ProjectImage[]
  locale: Locale
}) {
  if (images.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'portfolio.project' })
  const single = images.length === 1
  return (
    <section aria-labelledby="gallery-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="gallery-title" className="text-2xl font-bold">
          {t('gallery')}
        </h2>
        <ul className={`mt-6 grid gap-6 ${single ? '' : 'md:grid-cols-2'}`}>
          {images.map((image) => (
            <li key={image.src}>
              <ServerImage
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes={
                  single
                    ? '(min-width: 1152px) 1152px, 100vw'
                    : '(min-width: 1152px) 564px, (min-width: 768px) 50vw, 100vw'
                }
                className="w-full rounded-2xl border border-(--border) bg-(--muted)"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
