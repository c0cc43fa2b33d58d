/** A box in viewport coordinates, as `getBoundingClientRect` gives it. */
export type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>

/** What counts as a control a floating button must not cover (a radio or checkbox by its label). */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'

/** The fields that bring up a phone's keyboard, while the visitor types in them. */
export const TYPING_FIELDS =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="range"], [type="color"]), textarea, select'

/** Whether two boxes overlap once `margin` pixels are added around the first. */
export function overlaps(box: Box, other: Box, margin = 0): boolean {
  return (
    other.left < box.right + margin &&
    other.right > box.left - margin &&
    other.top < box.bottom + margin &&
    other.bottom > box.top - margin
  )
}

/**
 * Whether a floating button stays aside: it goes as soon as it would cover a control, and comes
 * back only once the page rests with nothing under it, so that it does not flicker in and out
 * between the fields of a form while the visitor scrolls past them.
 */
export function staysAside(current: boolean, covering: boolean, scrolling: boolean): boolean {
  return covering || (current && scrolling)
}
