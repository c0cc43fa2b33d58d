import type { AfterErrorHookArgs, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  malformedJsonParameter,
  malformedJsonQuery,
} from '@/platform/api-errors/malformed-json-query'

const search = (query: string) => new URLSearchParams(query)

describe('malformedJsonParameter', () => {
  it('names a where or data parameter that is not JSON', () => {
    expect(malformedJsonParameter(search('where=abc'))).toMatch(/"where" parameter/)
    expect(malformedJsonParameter(search('where=%7B'))).toMatch(/"where"/)
    expect(malformedJsonParameter(search('data=nope'))).toMatch(/"data"/)
  })

  it('lets JSON, bracket filters and other parameters through', () => {
    for (const query of ['where=%7B%22id%22%3A1%7D', 'where[id][in]=abc', 'where=', 'q=abc']) {
      expect(malformedJsonParameter(search(query)), query).toBeUndefined()
    }
  })
})

describe('malformedJsonQuery', () => {
  const run = (error: Error, url: string) =>
    malformedJsonQuery({
      error,
      req: { url } as PayloadRequest,
      context: {},
    } satisfies AfterErrorHookArgs)

  it('answers 400 to the SyntaxError of a query that does not parse', () => {
    expect(run(new SyntaxError('Unexpected token'), 'http://x/api/leads?where=abc')).toEqual({
      status: 400,
      response: { errors: [{ message: 'The "where" parameter is not valid JSON.' }] },
    })
  })

  it('leaves other errors alone', () => {
    expect(run(new Error('database'), 'http://x/api/leads?where=abc')).toBeUndefined()
    expect(run(new SyntaxError('elsewhere'), 'http://x/api/leads')).toBeUndefined()
  })
})
