import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { AuthorAvatar } from '@/features/blog/components/AuthorAvatar.client'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  author: { name: string; bio: string }
  avatar: string
  linkedin: string
}

/** Who wrote the article, with a way to follow them. */
export async function AuthorCard({ locale, author, avatar, linkedin }: Props) {
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  return (
    <section
      aria-labelledby="author-title"
      className="mt-12 flex flex-col gap-4 rounded-2xl border border-(--border) p-6 sm:flex-row"
    >
      <AuthorAvatar src={avatar} fallback="/icon.svg" />
      <div>
        <h2 id="author-title" className="eyebrow muted">
          {t('aboutAuthor')}
        </h2>
        <p className="mt-1 text-lg font-bold">{author.name}</p>
        {author.bio && <p className="mt-2 muted">{author.bio}</p>}
        <a
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-(--accent) px-4 font-semibold text-(--accent-foreground)"
        >
          {t('followLinkedIn')}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </div>
    </section>
  )
}
