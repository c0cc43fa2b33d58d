'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The account view's "current password": a masked input (Payload's own password field) that the
 * browser may fill from its password manager as the current one, never as a new one.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} />
)
