import type { GlobalConfig } from 'payload'

import { BookingSettings } from '@/globals/BookingSettings/config'
import { SiteSettings } from '@/globals/SiteSettings/config'

export const globals: GlobalConfig[] = [SiteSettings, BookingSettings]
