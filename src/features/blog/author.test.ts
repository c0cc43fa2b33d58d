import { describe, expect, it } from 'vitest'

import { defaultAuthor, shownAuthor } from '@/features/blog/author'
import { defaultSiteSettings } from '@/features/site-settings/public-settings'

const portrait = {
  src: '/api/media/file/me.webp',
  width: 480,
  height: 480,
  alt: { fr: '', en: '' },
}
const settings = {
  ...defaultSiteSettings,
  siteName: 'Atelier Numérique Alpes',
  owner: {
    ...defaultSiteSettings.owner,
    name: 'Propriétaire Exemple',
    bio: { fr: 'Ma bio ?', en: 'My bio.' },
    portrait,
    linkedin: 'https://www.linkedin.com/in/example',
  },
}

describe('shownAuthor', () => {
  it('shows the owner’s name, face, bio and LinkedIn on the default byline', () => {
    expect(shownAuthor(defaultAuthor.fr, 'fr', settings)).toEqual({
      name: 'Propriétaire Exemple',
      bio: 'Ma bio\u202f?',
      avatar: portrait.src,
      linkedin: 'https://www.linkedin.com/in/example',
    })
    const storedWithOldYears = defaultAuthor.en.bio.replace('10 years', '8 years')
    expect(shownAuthor({ ...defaultAuthor.en, bio: storedWithOldYears }, 'en', settings).bio).toBe(
      'My bio.',
    )
  })

  it('signs with the site name until the owner gives theirs, and keeps a bio written for the article', () => {
    const unnamed = { ...settings, owner: { ...settings.owner, name: null } }
    const shown = shownAuthor(
      { name: 'Atelier Numérique Alpes', bio: 'Écrit pour cet article.' },
      'fr',
      unnamed,
    )
    expect(shown.name).toBe('Atelier Numérique Alpes')
    expect(shown.bio).toBe('Écrit pour cet article.')
  })

  it('leaves an author the owner named as written, with the site’s LinkedIn', () => {
    expect(shownAuthor({ name: 'Invité', bio: 'Bio.' }, 'fr', settings)).toEqual({
      name: 'Invité',
      bio: 'Bio.',
      avatar: null,
      linkedin: settings.linkedin,
    })
  })
})
