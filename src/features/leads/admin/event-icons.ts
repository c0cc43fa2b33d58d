import {
  ArrowRightLeft,
  BookOpen,
  Calculator,
  CalendarCheck,
  Gauge,
  type LucideIcon,
  Mail,
  Megaphone,
  Newspaper,
  SearchCheck,
  StickyNote,
} from 'lucide-react'

import type { LeadEventType } from '@/features/leads/lead-options'

/** One picture per source of a lead and per kind of timeline line (always beside its words). */
export const eventIcons: Record<LeadEventType, LucideIcon> = {
  contact: Mail,
  booking: CalendarCheck,
  diagnostic: Gauge,
  estimate: Calculator,
  guide: BookOpen,
  popup: Megaphone,
  newsletter: Newspaper,
  audit: SearchCheck,
  status: ArrowRightLeft,
  note: StickyNote,
}
