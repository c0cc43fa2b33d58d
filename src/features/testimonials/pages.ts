import type { BilingualText } from '@/i18n/admin-table'

/** The pages that show testimonials; the owner picks, for each quote, where it appears. */
export const testimonialPages = ['home', 'contact', 'services', 'consultation', 'about'] as const

export type TestimonialPage = (typeof testimonialPages)[number]

export const testimonialPageLabels: Record<TestimonialPage, BilingualText> = {
  home: { fr: 'Accueil', en: 'Home' },
  contact: { fr: 'Contact', en: 'Contact' },
  services: { fr: 'Pages des services', en: 'Service pages' },
  consultation: { fr: 'Consultation gratuite', en: 'Free consultation' },
  about: { fr: 'À propos', en: 'About' },
}

export function isTestimonialPage(value: unknown): value is TestimonialPage {
  return typeof value === 'string' && (testimonialPages as readonly string[]).includes(value)
}

/** Ratings are whole stars from one to five, or none. */
export function ratingProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
    ? null
    : 'La note est un nombre entier de 1 à 5.'
}
