import { describe, expect, it } from 'vitest'

import { MAX_RECORD_ID, postedRecordId } from '@/features/admin-shell/record-id'

describe('record ids posted by back-office forms', () => {
  it.each(['1', '42', String(MAX_RECORD_ID)])('reads %s', (value) => {
    expect(postedRecordId(value)).toBe(Number(value))
  })

  it.each([
    '',
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    ' 7 ',
    '0x10',
    'NaN',
    'Infinity',
    String(MAX_RECORD_ID + 1),
    '99999999999',
    '7\u0000',
    '1 OR 1=1',
  ])('refuses %j', (value) => {
    expect(postedRecordId(value)).toBeNull()
  })

  it('refuses a file and a missing field', () => {
    expect(postedRecordId(new File(['1'], '1.txt'))).toBeNull()
    expect(postedRecordId(null)).toBeNull()
  })
})
