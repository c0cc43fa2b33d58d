import { describe, expect, it } from 'vitest'

import {
  attribution,
  clientLogos,
  testimonialsForPage,
  toTestimonialView,
  type TestimonialView,
} from '@/features/testimonials/testimonial-view'
import type { Testimonial } from '@/payload-types'

const doc = (overrides: Partial<Testimonial>): Testimonial => ({
  id: 1,
  pages: ['home'],
  quote: 'Un vrai gain de temps.',
  role: 'Gérante',
  updatedAt: '2026-12-01T00:00:00Z',
  createdAt: '2026-12-01T00:00:00Z',
  ...overrides,
})

const logo = (file: string) => ({
  id: 9,
  alt: `Logo ${file}`,
  filename: `${file}.webp`,
  width: 160,
  height: 160,
  updatedAt: '2026-12-01T00:00:00Z',
  createdAt: '2026-12-01T00:00:00Z',
})

const view = (id: number, pages: TestimonialView['pages'], extra: Partial<Testimonial> = {}) =>
  toTestimonialView(doc({ id, pages, ...extra }))!

describe('toTestimonialView', () => {
  it('keeps a safe link, a whole rating and known pages only', () => {
    const item = toTestimonialView(
      doc({ link: 'javascript:alert(1)', rating: 7, name: '  ', company: 'Boutique, Lyon' }),
    )
    expect(item).toMatchObject({ link: null, rating: null, name: null, company: 'Boutique, Lyon' })
    expect(toTestimonialView(doc({ link: 'https://exemple.fr', rating: 4 }))).toMatchObject({
      link: 'https://exemple.fr',
      rating: 4,
    })
  })

  it('drops a testimonial not written in this language', () => {
    expect(toTestimonialView(doc({ quote: '' }))).toBeNull()
    expect(toTestimonialView(doc({ role: ' ' }))).toBeNull()
  })
})

describe('testimonialsForPage', () => {
  it('keeps the order and picks only the page’s own, up to the limit', () => {
    const all = [
      view(1, ['home']),
      view(2, ['contact']),
      view(3, ['home', 'contact']),
      view(4, ['home']),
    ]
    expect(testimonialsForPage(all, 'home').map((item) => item.id)).toEqual([1, 3, 4])
    expect(testimonialsForPage(all, 'home', 2).map((item) => item.id)).toEqual([1, 3])
    expect(testimonialsForPage(all, 'contact').map((item) => item.id)).toEqual([2, 3])
    expect(testimonialsForPage(all, 'about')).toEqual([])
  })
})

describe('clientLogos', () => {
  it('lists each logo once, named by its alt text, and leaves photos of people out', () => {
    const all = [
      view(1, ['home'], { image: logo('a') }),
      view(2, ['contact'], { image: logo('a') }),
      view(3, ['contact'], { image: logo('portrait'), imageKind: 'photo' }),
      view(4, ['home'], { image: logo('b') }),
      view(5, ['home']),
    ]
    expect(clientLogos(all).map(({ id, label }) => [id, label])).toEqual([
      [1, 'Logo a'],
      [4, 'Logo b'],
    ])
  })
})

describe('attribution', () => {
  it('names the person only when given', () => {
    expect(attribution({ name: null, role: 'Gérante', company: 'Boutique, Lyon' })).toBe(
      'Gérante, Boutique, Lyon',
    )
    expect(attribution({ name: 'Anne', role: 'Gérante', company: null })).toBe('Anne, Gérante')
  })
})
