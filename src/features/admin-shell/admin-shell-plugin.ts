import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import {
  adminDateTimeFormat,
  adminDayFormat,
  adminTimeFormat,
} from '@/features/admin-shell/admin-dates'
import { navCollections } from '@/features/admin-shell/nav-items'

type DateField = Extract<Field, { type: 'date' }>
type Appearance = NonNullable<
  NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance']
>

/** Each picker's text in the admin's language (date-fns localized patterns). */
const displayFormats: Record<Appearance, string> = {
  default: adminDateTimeFormat,
  dayAndTime: adminDateTimeFormat,
  dayOnly: adminDayFormat,
  timeOnly: adminTimeFormat,
  monthOnly: 'LLLL yyyy',
}

/**
 * A date field as the admin reads it: Payload's pickers default to American patterns
 * ("11/27/2026", "Nov 27, 2026 4:15 PM") whatever the language. A field that says nothing is a
 * moment (every one of ours is), so it gets a time list too; one that chose keeps its choice.
 */
function localDateField(field: DateField): DateField {
  const date = field.admin?.date ?? {}
  const pickerAppearance = date.pickerAppearance ?? 'dayAndTime'
  const withTime = pickerAppearance === 'dayAndTime' || pickerAppearance === 'timeOnly'
  const timeFormat = ('timeFormat' in date && date.timeFormat) || adminTimeFormat
  return {
    ...field,
    admin: {
      ...field.admin,
      date: {
        ...date,
        pickerAppearance,
        displayFormat: date.displayFormat ?? displayFormats[pickerAppearance],
        ...(withTime ? { timeFormat } : {}),
      },
    },
  } as DateField
}

/** Every date field of a field tree, however deep (groups, rows, arrays, tabs, blocks). */
export function withLocalDates(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'date':
        return localDateField(field)
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: withLocalDates(tab.fields) })),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block) => ({ ...block, fields: withLocalDates(block.fields) })),
        }
      case 'array':
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: withLocalDates(field.fields) } as Field
      default:
        return field
    }
  })
}

/** Our navigation lists these screens; Payload's own list below it must not repeat them. */
function outOfPayloadNav(collection: CollectionConfig): CollectionConfig {
  if (!navCollections.includes(collection.slug)) return collection
  return { ...collection, admin: { ...collection.admin, group: false } }
}

/**
 * The back office's conventions applied to every collection and global, plugins' included:
 * dates in the admin's language and one navigation entry per screen.
 */
export const adminShellPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    outOfPayloadNav({ ...collection, fields: withLocalDates(collection.fields) }),
  ),
  globals: config.globals?.map((global): GlobalConfig => ({
    ...global,
    fields: withLocalDates(global.fields),
  })),
})
