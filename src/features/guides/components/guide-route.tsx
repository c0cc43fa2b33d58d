import { GuidePage } from '@/features/guides/components/GuidePage'
import { guidePaths } from '@/features/guides/guide-files'
import type { GuideKey } from '@/features/guides/guide-keys'
import { pageRoute } from '@/features/routing/page-route'

/** The two guide routes are the same page for another guide: their files only name the guide. */
export function guideRoute(guide: GuideKey) {
  return pageRoute({
    href: guidePaths[guide],
    metadata: `guides.${guide}`,
    content: ({ locale }) => <GuidePage guide={guide} locale={locale} />,
  })
}
