import { getMessages, getTranslations } from 'next-intl/server'

import { DemoDashboard } from '@/features/pwa-demo/components/DemoDashboard'
import { InstallApp } from '@/features/pwa-demo/components/InstallApp.client'
import { DeferredTaskList } from '@/features/pwa-demo/components/DeferredTaskList.client'
import type { Locale } from '@/i18n/locales'
import { ClientMessagesProvider } from '@/i18n/client-messages'
import { islandMessages, pickMessages } from '@/i18n/island-messages'

type Props = {
  locale: Locale
  /** The section's id; its heading is `${id}-title` and inner ids derive from it. */
  id?: string
}

const card = 'rounded-2xl border border-(--border) p-6'

/**
 * The PWA demo (install button, monthly sales, orders, sync, offline mode, task input).
 * Self-contained: any page places it with its locale. The figures are server-rendered; only the
 * install button and the task list are client islands, with just their own messages. The task
 * list loads when the demo comes near the viewport (`DeferredTaskList`).
 */
export async function PwaDemoSection({ locale, id = 'pwa-demo' }: Props) {
  const t = await getTranslations({ locale, namespace: 'pwaDemo' })
  const clientMessages = pickMessages(await getMessages({ locale }), islandMessages.pwaDemo)
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-(--border) px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <p className="inline-block rounded-full border-2 border-(--accent) px-3 py-1 text-sm font-bold">
          {t('badge')}
        </p>
        <h2 id={`${id}-title`} className="mt-3 section-title">
          {t('title')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg muted">{t('lead')}</p>
        <ClientMessagesProvider locale={locale} messages={clientMessages}>
          <article aria-labelledby={`${id}-install-title`} className={`mt-10 ${card}`}>
            <h3 id={`${id}-install-title`} className="text-xl font-bold">
              {t('install.title')}
            </h3>
            <p className="mt-2 max-w-3xl muted">{t('install.lead')}</p>
            <InstallApp />
          </article>
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
            <DemoDashboard locale={locale} id={id} />
            <article aria-labelledby={`${id}-tasks-title`} className={card}>
              <h3 id={`${id}-tasks-title`} className="text-xl font-bold">
                {t('tasks.title')}
              </h3>
              <p className="mt-2">{t('tasks.lead')}</p>
              <p className="mt-2 text-sm muted">{t('tasks.demoNote')}</p>
              <noscript>
                <p className="mt-4 rounded-lg border-2 border-(--accent) p-3">
                  {t('tasks.noscript')}
                </p>
              </noscript>
              <DeferredTaskList baseId={id} />
            </article>
          </div>
        </ClientMessagesProvider>
      </div>
    </section>
  )
}
