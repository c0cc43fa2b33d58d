import { describe, expect, it } from 'vitest'

import { pickRelated, toProjectImage, toProjectView } from '@/features/portfolio/project-view'
import type { Media, Project } from '@/payload-types'

const media = (id: number, filename: string | null = `image-${id}.webp`): Media => ({
  id,
  alt: `Illustration ${id}`,
  filename,
  width: 1600,
  height: 1000,
  url: `http://localhost:3000/api/media/file/${filename}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const project = (overrides: Partial<Project> = {}): Project => ({
  id: 1,
  slug: 'projet-test',
  category: 'web',
  status: 'completed',
  title: ' Titre ',
  description: { short: 'Résumé', long: 'Présentation' },
  image: media(1),
  duration: '6 semaines',
  challenge: 'Défi',
  solution: 'Solution',
  results: 'Résultats',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

describe('project images', () => {
  it('use a same-site path built from the file name, not the absolute URL', () => {
    expect(toProjectImage(media(3, 'vue d’ensemble.webp'))).toEqual({
      src: '/api/media/file/vue%20d%E2%80%99ensemble.webp',
      alt: 'Illustration 3',
      width: 1600,
      height: 1000,
    })
  })

  it('are left out when deleted, unpopulated or without a file', () => {
    expect(toProjectImage(7)).toBeNull()
    expect(toProjectImage(null)).toBeNull()
    expect(toProjectImage(media(4, null))).toBeNull()
  })
})

describe('project view', () => {
  it('keeps what the page shows, trimmed', () => {
    const view = toProjectView(
      project({
        technologies: [' Next.js ', ''],
        gallery: [media(2), 9],
        metrics: [
          { value: '38 %', label: 'en ligne' },
          { value: '', label: 'sans valeur' },
        ],
        timeline: [{ phase: 'Étape 1' }, { phase: ' ' }],
        testimonial: { client: 'Gérante, Nantes', content: 'Merci', avatar: null },
        link: 'https://www.example.com/',
      }),
    )
    expect(view).toMatchObject({
      title: 'Titre',
      summary: 'Résumé',
      description: 'Présentation',
      technologies: ['Next.js'],
      metrics: [{ value: '38 %', label: 'en ligne' }],
      timeline: ['Étape 1'],
      testimonial: { client: 'Gérante, Nantes', content: 'Merci', avatar: null },
      link: 'https://www.example.com/',
    })
    expect(view?.gallery.map((image) => image.src)).toEqual(['/api/media/file/image-2.webp'])
  })

  it('drops an empty testimonial and an unsafe link', () => {
    const view = toProjectView(
      project({ testimonial: { client: 'Gérant', content: ' ' }, link: 'javascript:alert(1)' }),
    )
    expect(view?.testimonial).toBeNull()
    expect(view?.link).toBeNull()
  })
})

describe('related projects', () => {
  const views = (['web', 'ai', 'web', 'marketing', 'formation'] as const).map((category, i) => ({
    ...toProjectView(project({ id: i + 1, slug: `p${i + 1}`, category }))!,
  }))

  it('lists projects of the categories, in order, up to the limit', () => {
    expect(pickRelated(views, { categories: ['web'], limit: 3 }).map((p) => p.slug)).toEqual([
      'p1',
      'p3',
    ])
    expect(pickRelated(views, { categories: ['web', 'ai'], limit: 2 }).map((p) => p.slug)).toEqual([
      'p1',
      'p2',
    ])
  })

  it('leaves out the current project and fills up with others on request', () => {
    expect(
      pickRelated(views, { categories: ['web'], limit: 3, exclude: 'p1', fill: true }).map(
        (p) => p.slug,
      ),
    ).toEqual(['p3', 'p2', 'p4'])
  })

  it('returns nothing for an unknown category without fill', () => {
    expect(pickRelated(views, { categories: ['seo'], limit: 3 })).toEqual([])
  })
})
