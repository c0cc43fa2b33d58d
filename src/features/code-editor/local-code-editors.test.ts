import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { localCodeEditors } from '@/features/code-editor/local-code-editors'

const json = '@/features/code-editor/LocalCodeFields.client#LocalJSONField'
const code = '@/features/code-editor/LocalCodeFields.client#LocalCodeField'

const componentOf = (field: Field | undefined) =>
  field && 'admin' in field ? field.admin?.components : undefined

describe('localCodeEditors', () => {
  const config = {
    collections: [
      {
        slug: 'pages',
        fields: [
          { name: 'title', type: 'text' },
          {
            type: 'tabs',
            tabs: [
              {
                label: 'Data',
                fields: [{ name: 'schema', type: 'group', fields: [{ name: 'ld', type: 'json' }] }],
              },
            ],
          },
          {
            name: 'items',
            type: 'blocks',
            blocks: [{ slug: 'snippet', fields: [{ name: 'source', type: 'code' }] }],
          },
          {
            name: 'own',
            type: 'json',
            admin: { components: { Field: '@/elsewhere#Own' } },
          },
        ],
      },
    ],
    globals: [{ slug: 'settings', fields: [{ name: 'extra', type: 'json' }] }],
  } as unknown as Config

  const result = localCodeEditors(config) as Config
  const fields = result.collections![0]!.fields

  it('gives the bundled editor to JSON and code fields, however deep', () => {
    const tabs = fields[1] as Extract<Field, { type: 'tabs' }>
    const group = tabs.tabs[0]!.fields[0] as Extract<Field, { type: 'group' }>
    expect(componentOf(group.fields[0])).toEqual({ Field: json })
    const blocks = fields[2] as Extract<Field, { type: 'blocks' }>
    expect(componentOf(blocks.blocks[0]!.fields[0])).toEqual({ Field: code })
    expect(componentOf(result.globals![0]!.fields[0])).toEqual({ Field: json })
  })

  it('leaves other fields and a field with its own component alone', () => {
    expect(fields[0]).toEqual({ name: 'title', type: 'text' })
    expect(componentOf(fields[3])).toEqual({ Field: '@/elsewhere#Own' })
  })
})
