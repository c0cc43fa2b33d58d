import { useTranslations } from 'next-intl'

type Props = { downloadPath: string; email: string; newsletter: boolean }

/** After a valid request: the same signed link as the e-mail, one click away. */
export function GuideSuccess({ downloadPath, email, newsletter }: Props) {
  const t = useTranslations('guides.form')
  return (
    <div role="status" className="rounded-2xl border border-(--border) p-8 text-center">
      <p className="text-2xl font-bold">{t('successTitle')}</p>
      <p className="mt-2 muted">{t('successText', { email })}</p>
      <a
        href={downloadPath}
        download
        className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground)"
      >
        {t('download')}
      </a>
      {newsletter ? <p className="mt-4 text-sm">{t('newsletterPending')}</p> : null}
    </div>
  )
}
