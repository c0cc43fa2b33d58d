import { Gutter } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { ScreenTitle } from '@/features/admin-shell/components/ScreenTitle.client'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  children: ReactNode
  /** The screen's name for the breadcrumbs and the browser tab, in the admin's language. */
  title?: string
}

/** The back-office frame (navigation, header) around one of our own admin screens. */
export function AdminScreen({ initPageResult, params, searchParams, children, title }: Props) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {title ? <ScreenTitle title={title} /> : null}
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
}
