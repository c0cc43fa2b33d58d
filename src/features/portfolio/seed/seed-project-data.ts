import { agencyProject } from '@/features/portfolio/seed/projects/agency'
import { bakeryProject } from '@/features/portfolio/seed/projects/bakery'
import { bikeShopProject } from '@/features/portfolio/seed/projects/bike-shop'
import { campsiteProject } from '@/features/portfolio/seed/projects/campsite'
import { cosmeticsProject } from '@/features/portfolio/seed/projects/cosmetics'
import { physioProject } from '@/features/portfolio/seed/projects/physio'
import { plumbingProject } from '@/features/portfolio/seed/projects/plumbing'
import type { SeedProject } from '@/features/portfolio/seed/seed-types'

/** The seven projects of a new site, in display order (their `position`). */
export const seedProjectData: SeedProject[] = [
  bakeryProject,
  plumbingProject,
  bikeShopProject,
  physioProject,
  campsiteProject,
  cosmeticsProject,
  agencyProject,
]
