'use client'

import { LoadFailed } from '@/components/ui/LoadFailed.client'
import { useLoadWhenVisible } from '@/components/ui/use-load-when-visible'
import { useTranslations } from '@/i18n/client-messages'

const loadTaskList = () =>
  import('@/features/pwa-demo/components/TaskList.client').then((module) => module.TaskList)

/**
 * The offline task list (IndexedDB and its code, the heaviest part of the demo), loaded when the
 * demo comes near the viewport instead of with every page that holds it. Until then its place
 * keeps the height of the list as it first shows, so nothing below it moves; without
 * JavaScript the place is empty, as the section's <noscript> explains.
 */
export function DeferredTaskList({ baseId }: { baseId: string }) {
  const t = useTranslations('status')
  const { ref, Component, failed, retry } = useLoadWhenVisible(loadTaskList)
  if (Component) return <Component baseId={baseId} />
  return (
    <div
      ref={ref}
      className="mt-4 [@media(scripting:enabled)]:min-h-64 [@media(scripting:enabled)]:sm:min-h-50"
    >
      {failed ? (
        <LoadFailed labels={{ loadError: t('loadError'), retry: t('retry') }} onRetry={retry} />
      ) : null}
    </div>
  )
}
