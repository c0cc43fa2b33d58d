import { seedTestimonialData } from '@/features/testimonials/seed/seed-testimonial-data'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import { expect, test } from './support/fixtures'

/** The English quotes of the seeded samples, by key. */
const quote = (key: string) => {
  const item = seedTestimonialData.find((entry) => entry.key === key)
  if (!item) throw new Error(`no sample ${key}`)
  return item.en.quote
}

const sections = {
  service: en.services.page.testimonialsTitle,
  about: en.about.testimonialsTitle,
}

test.describe('testimonials chosen for a page', () => {
  test('show on the service pages and the about page they were marked for, and nowhere else', async ({
    page,
  }) => {
    // Marked for the service pages only.
    const servicesOnly = quote('estate')
    // Marked for the about page (and the consultation page).
    const aboutToo = quote('nursery')
    // One of the home's.
    const homeOnly = quote('decoration')

    await page.goto('/en/services/pwa-progressive-web-apps')
    const service = page.getByRole('region', { name: sections.service })
    await expect(service.getByText(servicesOnly)).toBeVisible()
    await expect(service.locator('blockquote')).toHaveCount(2)
    await expect(page.getByText(aboutToo)).toHaveCount(0)
    await expect(page.getByText(homeOnly)).toHaveCount(0)

    await page.goto('/en/about')
    const about = page.getByRole('region', { name: sections.about })
    await expect(about.getByText(aboutToo)).toBeVisible()
    await expect(page.getByText(servicesOnly)).toHaveCount(0)
    await expect(page.getByText(homeOnly)).toHaveCount(0)

    await page.goto('/en')
    await expect(page.getByText(homeOnly)).toBeVisible()
    await expect(page.getByText(servicesOnly)).toHaveCount(0)
  })
})
