import { describe, expect, it } from 'vitest'

import { queryTerms } from '@/features/blog/search/search-terms'
import { indexEntry, rankEntries, type SiteEntry } from '@/features/search/site-match'

const entry = (href: string, fields: Partial<SiteEntry>): SiteEntry => ({
  kind: 'page',
  href,
  title: '',
  text: '',
  aliases: [],
  labels: [],
  description: '',
  headings: [],
  body: [],
  ...fields,
})

const rank = (entries: SiteEntry[], q: string) =>
  rankEntries(entries.map(indexEntry), queryTerms(q)).map((found) => found.href)

describe('site entries', () => {
  const booking = entry('/fr/reservation', {
    title: 'Réserver un rendez-vous',
    labels: ['Réservation', 'Prendre rendez-vous'],
    description: 'Choisissez un créneau pour une consultation gratuite.',
  })
  const physio = entry('/fr/realisation/kine', {
    kind: 'project',
    title: 'Prise de rendez-vous en ligne pour un cabinet de kinésithérapie',
  })
  const plumbing = entry('/fr/realisation/plomberie', {
    kind: 'project',
    title: 'Assistant IA de préparation des devis',
    labels: ["Dirigeant d'une entreprise de plomberie-chauffage"],
    body: ['Les devis partent en deux jours.'],
  })
  const privacy = entry('/fr/politique-confidentialite', {
    title: 'Politique de confidentialité',
    body: ['Prise de rendez-vous : nom, e-mail et téléphone.'],
  })
  const entries = [privacy, booking, physio, plumbing]

  it('finds an entry by a word of its title, labels or text, accents and case aside', () => {
    expect(rank(entries, 'PLOMBERIE')).toEqual(['/fr/realisation/plomberie'])
    expect(rank(entries, 'reservation')).toEqual(['/fr/reservation'])
    expect(rank(entries, 'kinésithérapie')).toEqual(['/fr/realisation/kine'])
  })

  it('matches the words a term starts, not a term inside a word', () => {
    expect(rank(entries, 'plomb')).toEqual(['/fr/realisation/plomberie'])
    expect(rank(entries, 'berie')).toEqual([])
  })

  it('ranks the entries named by the query before those mentioning it in passing', () => {
    // The booking page misses "prise" but is named "rendez-vous"; the policy only mentions both.
    expect(rank(entries, 'prise de rendez-vous')).toEqual([
      '/fr/realisation/kine',
      '/fr/reservation',
      '/fr/politique-confidentialite',
    ])
  })

  it('lets one word miss only when another names the entry, and never for one word', () => {
    // "téléphone" is in the policy's text only, "chauffage" in the plumber's labels.
    expect(rank(entries, 'téléphone zorglub')).toEqual([])
    expect(rank(entries, 'chauffage zorglub')).toEqual(['/fr/realisation/plomberie'])
    expect(rank(entries, 'plomberie zorglub inconnu')).toEqual([])
    expect(rank(entries, 'zorglub')).toEqual([])
  })

  it('tolerates the other number of a word', () => {
    expect(rank(entries, 'réservations')).toEqual(['/fr/reservation'])
    expect(rank(entries, 'plomberies')).toEqual(['/fr/realisation/plomberie'])
    expect(rank(entries, 'devis')).toEqual(['/fr/realisation/plomberie'])
    const local = entry('/fr/a', { title: 'Des locaux partagés', body: ['One company'] })
    expect(rank([local], 'local')).toEqual(['/fr/a'])
    expect(rank([local], 'companies')).toEqual(['/fr/a'])
  })

  it('keeps the site’s order between equals, and finds nothing without terms', () => {
    const a = entry('/a', { title: 'Audit technique' })
    const b = entry('/b', { title: 'Audit de sécurité' })
    expect(rank([a, b], 'audit')).toEqual(['/a', '/b'])
    expect(rank([b, a], 'audit')).toEqual(['/b', '/a'])
    expect(rank([a, b], 'de la')).toEqual([])
  })
})

describe('what a result is about', () => {
  it('ranks a title naming the query before any number of mentions elsewhere', () => {
    const guide = entry('/guide', {
      kind: 'guide',
      title: 'L’IA en entreprise : le guide pratique',
      description: 'Vos données, le RGPD et les outils d’IA.',
      headings: ['Ce que le RGPD change'],
      body: ['Le RGPD s’applique aux données de vos clients.'],
    })
    const question = entry('/faq#donnees', {
      kind: 'faq',
      title: 'Qu’en est-il du RGPD ?',
    })
    const about = entry('/a-propos', { title: 'À propos', body: ['Conforme au RGPD.'] })
    expect(rank([about, guide, question], 'rgpd')).toEqual(['/faq#donnees', '/guide', '/a-propos'])
  })

  it('ranks the query as a phrase in a title before its words apart, then one of them', () => {
    const diagnostic = entry('/diagnostic', {
      title: 'Diagnostic business gratuit',
      body: ['Votre fiche Google'],
    })
    const scattered = entry('/b', {
      title: 'Business : être trouvé sur Google',
      labels: ['Google', 'Business'],
    })
    const profile = entry('/profil', { title: 'Optimiser sa fiche Google Business Profile' })
    expect(rank([diagnostic, scattered, profile], 'google business')).toEqual([
      '/profil',
      '/b',
      '/diagnostic',
    ])
  })

  it('counts the names the site gives a page as its title', () => {
    const booking = entry('/reservation', {
      title: 'Réserver un rendez-vous',
      aliases: ['Prendre rendez-vous', 'Réservation'],
    })
    const camping = entry('/camping', {
      kind: 'project',
      description: 'Un assistant qui prend les réservations.',
      title: 'Un camping familial',
      body: ['Les réservations arrivent la nuit.'],
    })
    expect(rank([camping, booking], 'reservation')).toEqual(['/reservation', '/camping'])
  })
})
