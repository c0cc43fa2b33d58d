import type { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'

import { hrefPathname } from '@/i18n/client-routes'
import type { locales } from '@/i18n/locales'
import type { pathnames } from '@/i18n/pathnames'

/*
 * next-intl's navigation API (its types: the route table's internal paths and their params)
 * without next-intl's navigation module. Importing that module, even from a server component,
 * makes its client `Link` part of every page, and with it next-intl's provider and message
 * runtime (an ICU parser, about 12 KB gzip). The addresses are the same
 * (`client-routes.test.ts`). `Link` resolves addresses on the server: client components get
 * theirs as props (`shell-labels.ts`) and draw plain `<a>` elements.
 */
type Navigation = ReturnType<
  typeof createNavigation<typeof locales, 'always', typeof pathnames, never>
>

/** next-intl's typed link props: the route table's internal paths and their params. */
export type IntlLinkProps = Pick<ComponentProps<Navigation['Link']>, 'href' | 'locale'>

/** next-intl's `getPathname({ href, locale })`: the public path, `/fr` or `/en` first. */
export const getPathname: Navigation['getPathname'] = ({ href, locale }) =>
  hrefPathname(href, locale)

export { Link } from '@/i18n/Link'
