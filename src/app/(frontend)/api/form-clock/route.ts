import type { NextRequest } from 'next/server'

import { FORM_CLOCK_COOKIE } from '@/platform/spam/form-clock'
import { formClockResponse } from '@/platform/spam/visitor-clock'

// A time per visitor: never rendered once for everyone.
export const dynamic = 'force-dynamic'

/** The no-JavaScript form clock (src/platform/spam/form-clock.ts). */
export function GET(request: NextRequest) {
  return formClockResponse(request.cookies.get(FORM_CLOCK_COOKIE)?.value)
}
