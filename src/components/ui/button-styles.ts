/** Class names of link-buttons, so every call to action looks and behaves alike. */
const base =
  'inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-2 text-center font-semibold'

export const buttonStyles = {
  primary: `${base} bg-(--accent) text-(--accent-foreground)`,
  outline: `${base} border-2 border-current`,
  inverse: `${base} bg-(--background) text-(--foreground)`,
} as const
