import { NotFoundScreen } from '@/components/layout/NotFoundScreen.client'

/**
 * What the browser shows when a page's notFound() reaches it during a client-side navigation
 * or hydration. The server's HTML of a not-found page comes from `NotFoundPage` instead
 * (src/components/layout/NotFoundPage.tsx says why).
 */
export default function NotFound() {
  return <NotFoundScreen />
}
