/**
 * Where the second step of a sign-in leads: the back-office page the admin was going to, only
 * if it is one (a path of this site under /admin, never another host); else the dashboard.
 */
export function afterSignIn(target: unknown): string {
  if (typeof target !== 'string' || target.length > 500) return '/admin'
  const path = target.trim()
  const local = path.startsWith('/admin') && !/^\/admin[^/?#]/.test(path)
  if (!local || path.includes('//') || path.includes('\\') || path.includes('/two-factor')) {
    return '/admin'
  }
  return path
}
