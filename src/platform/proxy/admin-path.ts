/**
 * Payload's back office is mounted at `/admin` (src/app/(payload)/admin): the proxy gives it the
 * per-request policy and the admin's default language, whatever screens the admin shows.
 */
export const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/')
