/** Class names of link-buttons, so every call to action looks and behaves alike. */
// The shape is the `.button` class (patterns.css): one short name in every page's markup.
const base = 'button'

export const buttonStyles = {
  primary: `${base} bg-(--accent) text-(--accent-foreground)`,
  outline: `${base} border-2 border-current`,
  inverse: `${base} bg-(--background) text-(--foreground)`,
} as const
