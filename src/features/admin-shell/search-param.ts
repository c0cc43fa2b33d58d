/** One value of an admin view's `searchParams` (a repeated or missing key gives undefined). */
export const searchParam = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined
