import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminShellPlugin, withLocalDates } from '@/features/admin-shell/admin-shell-plugin'

const dateOf = (fields: Field[], path: number[]): unknown => {
  let field: unknown = { fields }
  for (const index of path) field = (field as { fields: Field[] }).fields[index]
  return (field as { admin?: { date?: unknown } }).admin?.date
}

describe('withLocalDates', () => {
  it('gives a moment a localized picker with its time', () => {
    const fields = withLocalDates([{ name: 'at', type: 'date' }])
    expect(dateOf(fields, [0])).toEqual({
      pickerAppearance: 'dayAndTime',
      displayFormat: 'PPPp',
      timeFormat: 'p',
    })
  })

  it('keeps what a field chose and localizes the rest', () => {
    const fields = withLocalDates([
      { name: 'day', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      {
        name: 'published',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
      },
    ])
    expect(dateOf(fields, [0])).toEqual({ pickerAppearance: 'dayOnly', displayFormat: 'PPP' })
    expect(dateOf(fields, [1])).toEqual({
      pickerAppearance: 'dayAndTime',
      displayFormat: 'PPPp',
      timeFormat: 'HH:mm',
    })
  })

  it('reaches dates inside groups, arrays and tabs', () => {
    const fields = withLocalDates([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'One',
            fields: [{ name: 'rows', type: 'array', fields: [{ name: 'at', type: 'date' }] }],
          },
        ],
      },
    ])
    const [tab] = (fields[0] as { tabs: { fields: Field[] }[] }).tabs
    expect(dateOf(tab?.fields ?? [], [0, 0])).toMatchObject({ displayFormat: 'PPPp' })
  })
})

describe('adminShellPlugin', () => {
  it('keeps the screens of our navigation out of Payload’s list, and only those', async () => {
    const config = await adminShellPlugin({
      collections: [
        { slug: 'blog-articles', admin: { group: 'Blog' }, fields: [] },
        { slug: 'media', admin: { group: 'Contenu' }, fields: [] },
      ],
    } as unknown as Config)
    expect(config.collections?.map((c) => c.admin?.group)).toEqual([false, 'Contenu'])
  })
})
