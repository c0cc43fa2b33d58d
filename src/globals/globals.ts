import type { GlobalConfig } from 'payload'

import { SiteSettings } from '@/globals/SiteSettings/config'

export const globals: GlobalConfig[] = [SiteSettings]
