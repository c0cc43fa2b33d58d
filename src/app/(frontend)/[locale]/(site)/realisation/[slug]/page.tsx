import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { ProjectPage } from '@/features/portfolio/components/ProjectPage'
import { getProjectBySlug } from '@/features/portfolio/queries'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

/** None at build time: a project renders on its first visit, then comes from the page cache. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const project = await getProjectBySlug(locale, slug)
  if (!project) {
    const t = await getTranslations({ locale, namespace: 'metadata' })
    return { title: t('notFoundTitle'), robots: { index: false, follow: true } }
  }
  return pageMetadata({
    locale,
    href: { pathname: '/realisation/[slug]', params: { slug: project.slug } },
    title: project.title,
    description: project.summary,
  })
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  // Malformed or unknown slugs (encoded junk, 300 characters) end here, before any query.
  const project = await getProjectBySlug(locale, slug)
  if (!project) return <NotFoundPage />
  return (
    <>
      <RecordStructuredData
        locale={locale}
        href={{ pathname: '/realisation/[slug]', params: { slug: project.slug } }}
      />
      <ProjectPage project={project} locale={locale} />
      <PageLanguageSwitch
        locale={locale}
        href={{ pathname: '/realisation/[slug]', params: { slug: project.slug } }}
      />
    </>
  )
}
