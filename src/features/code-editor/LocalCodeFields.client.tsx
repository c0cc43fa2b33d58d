'use client'

import { CodeField, JSONField, ShimmerEffect } from '@payloadcms/ui'
import type { CodeFieldClientComponent, JSONFieldClientComponent } from 'payload'

import { useLocalMonaco } from '@/features/code-editor/use-local-monaco'

/**
 * Payload's JSON field, drawn once the bundled Monaco is in place: drawn any earlier, its editor
 * would fetch Monaco from the CDN. The shimmer holds the editor's place in the meantime.
 */
export const LocalJSONField: JSONFieldClientComponent = (props) =>
  useLocalMonaco() ? <JSONField {...props} /> : <ShimmerEffect height={56} />

/** Payload's code field, the same way. */
export const LocalCodeField: CodeFieldClientComponent = (props) =>
  useLocalMonaco() ? <CodeField {...props} /> : <ShimmerEffect height={56} />
