import { describe, expect, it } from 'vitest'

import { type ArticleFinder, resolveArticle } from '@/features/blog/addresses/resolve-article'
import { normalizeForSearch } from '@/features/blog/search/search-terms'
import type { Locale } from '@/i18n/locales'

type Article = { language: Locale; slug: string; title: string; href: string }

const article = (language: Locale, category: string, slug: string, title: string): Article => ({
  language,
  slug,
  title,
  href: `/${language}/blog/${category}/${slug}`,
})

// Newest first, as the database answers.
const articles: Article[] = [
  article('fr', 'ia', 'chatbot-pme', 'Un chatbot pour votre PME'),
  article('fr', 'web', 'sécurité-site', 'Sécuriser son site'),
  article('fr', 'web', 'securite-site', 'Sécurité de votre site web'),
  article('en', 'ai', 'ai-for-small-business', 'AI for small business'),
]

/** The same lookups as the database's, over an array; records what was asked. */
function finder(calls: string[]): ArticleFinder<Article> {
  return {
    bySlug: async (language, slugs) => {
      calls.push(`slug:${language ?? '*'}:${slugs.join(',')}`)
      return (
        articles.find(
          (a) => (language === null || a.language === language) && slugs.includes(a.slug),
        ) ?? null
      )
    },
    byWord: async (language, word) => {
      calls.push(`word:${language}:${word}`)
      return (
        articles.find(
          (a) =>
            a.language === language &&
            (a.slug.includes(word) || normalizeForSearch(a.title).includes(word)),
        ) ?? null
      )
    },
  }
}

const resolve = (locale: Locale, segments: string[], calls: string[] = []) =>
  resolveArticle(finder(calls), locale, segments)

describe('article resolution', () => {
  it('renders the canonical address with a single lookup', async () => {
    const calls: string[] = []
    const found = await resolve('fr', ['ia', 'chatbot-pme'], calls)
    expect(found).toEqual({ kind: 'article', article: articles[0] })
    expect(calls).toEqual(['slug:fr:ia/chatbot-pme', 'slug:fr:chatbot-pme'])
  })

  it('sends a bare or legacy slug to the canonical address for good', async () => {
    expect(await resolve('fr', ['chatbot-pme'])).toEqual({
      kind: 'redirect',
      href: '/fr/blog/ia/chatbot-pme',
      permanent: true,
    })
    expect(await resolve('fr', ['Securite_Site.html'])).toEqual({
      kind: 'redirect',
      href: '/fr/blog/web/securite-site',
      permanent: true,
    })
  })

  it('guesses from a word of the slug, for a while only', async () => {
    expect(await resolve('fr', ['old', 'chatbot-ancien-lien'])).toEqual({
      kind: 'redirect',
      href: '/fr/blog/ia/chatbot-pme',
      permanent: false,
    })
  })

  it('finds the slug in the other language last', async () => {
    const calls: string[] = []
    expect(await resolve('fr', ['ai-for-small-business'], calls)).toEqual({
      kind: 'redirect',
      href: '/en/blog/ai/ai-for-small-business',
      permanent: true,
    })
    expect(calls.at(-1)).toBe('slug:*:ai-for-small-business')
  })

  it('goes to the blog list when nothing matches', async () => {
    const blog = { kind: 'redirect', href: '/en/blog', permanent: false }
    expect(await resolve('en', ['nothing-here'])).toEqual(blog)
    expect(await resolve('en', [])).toEqual(blog)
  })
})
