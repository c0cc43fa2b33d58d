import { seedArticle as iaPmeCasUsage } from '@/features/blog/seed/articles/ia-pme-cas-usage'
import type { SeedArticle } from '@/features/blog/seed/seed-types'

/** The seeded articles, in publication order (oldest first). */
export const seedArticles: SeedArticle[] = [iaPmeCasUsage].sort((a, b) =>
  a.publishedAt.localeCompare(b.publishedAt),
)
