import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { localeRoute, noStaticParams } from '@/features/routing/page-route'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'

/**
 * None at build time. With it, an unknown path renders like the other pages, for the page
 * cache, which is what gives `NotFoundPage` its 404 status; rendered per request it would go
 * out as a 200.
 */
export const generateStaticParams = noStaticParams

/** Any path no page claims ends on the localized not-found page. */
const { generateMetadata, Page } = localeRoute<PageProps<'/[locale]/[...rest]'>>({
  metadata: ({ locale }) => notFoundMetadata(locale),
  page: () => <NotFoundPage />,
})

export { generateMetadata, Page as default }
