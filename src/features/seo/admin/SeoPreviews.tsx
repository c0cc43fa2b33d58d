import type { AdminText } from '@/features/admin-shell/admin-i18n'
import type { PageFacts } from '@/features/seo/audit/page-facts'

const cut = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text

/** How the page shows in a Google result and in a shared link card, from its live metadata. */
type Props = { url: string; facts: PageFacts; text: AdminText }

export function SeoPreviews({ url, facts, text: { t } }: Props) {
  const address = new URL(url)
  const crumbs = [address.host, ...address.pathname.split('/').filter(Boolean)].join(' › ')
  const title = facts.ogTitle ?? facts.title
  const description = facts.ogDescription ?? facts.description
  return (
    <div className="site-seo__previews">
      <section aria-labelledby="seo-google-preview">
        <h3 id="seo-google-preview">{t('custom:seo:googlePreview')}</h3>
        <div className="site-seo__serp">
          <p className="site-seo__serp-url">{crumbs}</p>
          <p className="site-seo__serp-title">{cut(facts.title || t('custom:seo:untitled'), 60)}</p>
          <p className="site-seo__serp-text">
            {cut(facts.description || t('custom:seo:noDescription'), 160)}
          </p>
        </div>
      </section>
      <section aria-labelledby="seo-social-preview">
        <h3 id="seo-social-preview">{t('custom:seo:socialPreview')}</h3>
        <div className="site-seo__card">
          {facts.ogImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- any image URL the page declares
            <img src={facts.ogImage} alt="" width={1200} height={630} loading="lazy" />
          ) : (
            <p className="site-seo__card-noimage">{t('custom:seo:noImage')}</p>
          )}
          <p className="site-seo__card-host">{address.host.toUpperCase()}</p>
          <p className="site-seo__card-title">{cut(title || t('custom:seo:untitled'), 90)}</p>
          <p className="site-seo__card-text">{cut(description, 200)}</p>
        </div>
      </section>
    </div>
  )
}
