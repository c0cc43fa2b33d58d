import { type BrowserFamily, familiesInOrder } from '@/features/pwa-demo/install'
import { useTranslations } from '@/i18n/client-messages'

/**
 * How to install from each browser's menu, the visitor's family first and marked. Without a known
 * family (on the server, without JavaScript) every family is listed in a fixed order.
 */
export function InstallInstructions({ family }: { family: BrowserFamily | null }) {
  const t = useTranslations('pwaDemo.install')
  return (
    <div>
      <p>{t('menuLead')}</p>
      <ul className="mt-3 space-y-3">
        {familiesInOrder(family ?? 'other').map((item) => (
          <li key={item} className="rounded-lg bg-(--muted) px-4 py-3">
            <p className="font-semibold">
              {t(`families.${item}.name`)}
              {item === family ? (
                <span className="ml-2 inline-block whitespace-nowrap rounded-full border border-current px-2 text-sm font-normal">
                  {t('yourBrowser')}
                </span>
              ) : null}
            </p>
            <p className="mt-1">{t(`families.${item}.steps`)}</p>
          </li>
        ))}
      </ul>
      {family === 'other' ? <p className="mt-3">{t('otherBrowser')}</p> : null}
    </div>
  )
}
