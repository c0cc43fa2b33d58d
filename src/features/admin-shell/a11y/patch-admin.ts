import type { AdminA11yText } from '@/features/admin-shell/a11y/labels'
import { fixHeadingOrder, fixLandmarks } from '@/features/admin-shell/a11y/landmarks'
import { nameControls, nameFieldInputs } from '@/features/admin-shell/a11y/names'
import {
  fixRoles,
  silenceRedundantThumbnails,
  untabHiddenControls,
} from '@/features/admin-shell/a11y/roles'

/**
 * Repairs the accessibility faults of Payload's own screens (lists, edit views, account) that its
 * configuration cannot reach. Every step only sets attributes and is safe to repeat, so it runs
 * again whenever Payload redraws part of the page.
 */
export function patchAdminA11y(doc: Document, text: AdminA11yText): void {
  fixLandmarks(doc, text)
  fixHeadingOrder(doc)
  nameControls(doc, text)
  nameFieldInputs(doc)
  untabHiddenControls(doc)
  fixRoles(doc)
  silenceRedundantThumbnails(doc)
}
