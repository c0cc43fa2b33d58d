import type { ReactNode } from 'react'

import { PageHero } from '@/components/ui/PageHero'

type Props = { eyebrow: string; title: string; lead: string; children: ReactNode }

/** The pages behind the e-mailed links: a heading, the appointment, the one action. */
export function ManageFrame({ eyebrow, title, lead, children }: Props) {
  return (
    <>
      <PageHero id="manage-title" eyebrow={eyebrow} title={title} lead={lead} width="3xl" />
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-20 sm:px-6">{children}</div>
    </>
  )
}
