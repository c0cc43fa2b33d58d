import type { Payload } from 'payload'

import type { Popup } from '@/payload-types'

type Copy = Pick<Popup, 'title' | 'body' | 'ctaLabel' | 'successMessage'>
type SeedPopup = Pick<
  Popup,
  'name' | 'kind' | 'trigger' | 'delaySeconds' | 'pages' | 'frequencyDays'
> & {
  fr: Copy
  en: Copy
}

const confirmFr =
  'Presque terminé ! Confirmez votre inscription grâce au lien que nous venons de vous envoyer par e-mail.'
const confirmEn = 'Almost done! Confirm your sign-up with the link we have just e-mailed you.'

/** The two popups of a new site, each targeting a few public pages. */
export const seedPopupData: SeedPopup[] = [
  {
    name: 'Conseils IA — pages services et blog',
    kind: 'lead',
    trigger: 'delay',
    delaySeconds: 15,
    pages: ['/services', '/blog'],
    frequencyDays: 7,
    fr: {
      title: 'L’IA au service de votre PME',
      body: 'Un e-mail par mois avec des conseils concrets : automatiser les tâches répétitives, choisir les bons outils d’IA, rendre votre site plus rapide. Sans jargon, et sans risque pour vos données.',
      ctaLabel: 'Recevoir les conseils',
      successMessage: confirmFr,
    },
    en: {
      title: 'Put AI to work for your business',
      body: 'One e-mail a month with practical tips: automate repetitive tasks, pick the right AI tools, make your site faster. No jargon, and no risk for your data.',
      ctaLabel: 'Get the tips',
      successMessage: confirmEn,
    },
  },
  {
    name: 'Sortie — consultation gratuite de 30 minutes',
    kind: 'exit_intent',
    trigger: 'exit_intent',
    pages: ['/services', '/realisations', '/blog', '/centre-ressources-faq'],
    frequencyDays: 14,
    fr: {
      title: 'Avant de partir : 30 minutes offertes ?',
      body: 'Un échange gratuit de 30 minutes pour faire le point sur votre site, vos outils ou votre projet d’IA. Laissez votre adresse : nous vous écrivons pour convenir d’un créneau, et vous recevez nos conseils mensuels.',
      ctaLabel: 'Je veux mon échange gratuit',
      successMessage:
        'Merci ! Confirmez votre adresse grâce au lien que nous venons de vous envoyer : nous vous écrivons ensuite pour convenir d’un créneau.',
    },
    en: {
      title: 'Before you go: 30 minutes on us?',
      body: 'A free 30-minute call to review your website, your tools or your AI project. Leave your address: we will write to you to find a time, and you will get our monthly tips.',
      ctaLabel: 'I want my free call',
      successMessage:
        'Thank you! Confirm your address with the link we have just e-mailed you: we will then write to you to find a time.',
    },
  },
]

/**
 * Creates the seeded popups when the collection is empty, so a restart never duplicates them and
 * an owner who edits them keeps the edits. To retire one, the owner unticks "Actif".
 */
export async function seedPopups(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'popups', overrideAccess: true })
  if (totalDocs > 0) return
  for (const { fr, en, ...settings } of seedPopupData) {
    const created = await payload.create({
      collection: 'popups',
      locale: 'fr',
      data: { ...settings, ...fr, active: true },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'popups',
      id: created.id,
      locale: 'en',
      data: en,
      overrideAccess: true,
    })
  }
}
