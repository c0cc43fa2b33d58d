import { usePathname } from 'next/navigation'

/**
 * The page's own address, given to `useActionState` as its permalink: React then writes it as
 * the form's `action` (otherwise `action=""`, which HTML does not allow), and a form sent before
 * the page's JavaScript runs comes back to the same page with its state.
 */
export function useFormPermalink(): string | undefined {
  return usePathname() ?? undefined
}
