import type { AfterErrorHookArgs, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  isNumberId,
  malformedIdAsMissing,
  malformedIdNotFound,
} from '@/platform/api-errors/malformed-id'

function hookOn(routeParams: Record<string, unknown>, error: Error, customIDType?: 'text') {
  const req = {
    routeParams,
    t: (key: string) => (key === 'general:notFound' ? 'Pas trouvé' : key),
    payload: {
      db: { defaultIDType: 'number' },
      collections: { leads: { customIDType }, pages: { customIDType } },
    },
  } as unknown as PayloadRequest
  return malformedIdNotFound({ error, req, context: {} } satisfies AfterErrorHookArgs)
}

const databaseError = new Error('Failed query: select ... params: NaN')

describe('isNumberId', () => {
  it("mirrors Payload's parseFloat of the id", () => {
    for (const id of ['1', '42', '1.5', '1e3', '7abc']) expect(isNumberId(id), id).toBe(true)
    for (const id of ['abc', "'", '', 'Infinity', '-Infinity', 'NaN']) {
      expect(isNumberId(id), id).toBe(false)
    }
  })
})

describe('malformedIdNotFound', () => {
  it('turns the failure of a malformed id into a 404', () => {
    expect(hookOn({ collection: 'leads', id: "'" }, databaseError)).toEqual({
      status: 404,
      response: { errors: [{ message: 'Pas trouvé' }] },
    })
  })

  it('leaves every other error as it was', () => {
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403 })
    expect(hookOn({ collection: 'leads', id: 'abc' }, forbidden)).toBeUndefined()
    expect(hookOn({ collection: 'leads', id: '12' }, databaseError)).toBeUndefined()
    expect(hookOn({ collection: 'leads' }, databaseError)).toBeUndefined()
    expect(hookOn({ collection: 'unknown', id: 'abc' }, databaseError)).toBeUndefined()
    expect(hookOn({ collection: 'pages', id: 'abc' }, databaseError, 'text')).toBeUndefined()
  })
})

describe('malformedIdAsMissing', () => {
  const lookUp = (args: Record<string, unknown>) =>
    malformedIdAsMissing({
      args,
      operation: 'read',
    } as unknown as Parameters<CollectionBeforeOperationHook>[0])

  it('looks up the id Payload made of a malformed one as 0, which no row has', () => {
    for (const id of [Number.NaN, Infinity, -Infinity]) {
      expect(lookUp({ id, depth: 1 }), String(id)).toEqual({ id: 0, depth: 1 })
    }
  })

  it('leaves numbers, text ids and operations without an id as they were', () => {
    for (const args of [{ id: 12 }, { id: 1.5 }, { id: 'abc' }, { where: {} }]) {
      expect(lookUp(args)).toBe(args)
    }
  })
})
