import { seedArticle as automatiserDevis } from '@/features/blog/seed/articles/automatiser-devis'
import { seedArticle as budgetProjetWeb } from '@/features/blog/seed/articles/budget-projet-web'
import { seedArticle as coreWebVitals } from '@/features/blog/seed/articles/core-web-vitals'
import { seedArticle as ficheGoogleBusiness } from '@/features/blog/seed/articles/fiche-google-business'
import { seedArticle as iaPmeCasUsage } from '@/features/blog/seed/articles/ia-pme-cas-usage'
import { seedArticle as pwaOuApplicationNative } from '@/features/blog/seed/articles/pwa-ou-application-native'
import { seedArticle as rgpdFormulairesPme } from '@/features/blog/seed/articles/rgpd-formulaires-pme'
import type { SeedArticle } from '@/features/blog/seed/seed-types'

/** The seeded articles, oldest first (seeded ids then follow publication order). */
export const seedArticles: SeedArticle[] = [
  iaPmeCasUsage,
  pwaOuApplicationNative,
  coreWebVitals,
  budgetProjetWeb,
  automatiserDevis,
  ficheGoogleBusiness,
  rgpdFormulairesPme,
].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
