import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  backupFileName,
  backupTarget,
  sidecarFiles,
  sqliteFileOf,
  UnsupportedDatabaseError,
} from '@/platform/backup/sqlite-file'

describe('SQLite backup files', () => {
  it('finds the database file of a file: URL, relative to the project', () => {
    expect(sqliteFileOf('file:./data/site.db', '/srv/site')).toBe('/srv/site/data/site.db')
    expect(sqliteFileOf('file:/var/lib/site/site.db', '/srv/site')).toBe('/var/lib/site/site.db')
    expect(sqliteFileOf('file:data/my%20site.db?mode=rwc', '/srv')).toBe('/srv/data/my site.db')
  })

  it('refuses what is not a local file, naming PostgreSQL', () => {
    expect(() => sqliteFileOf('postgres://u@db:5432/site', '/srv')).toThrow(/PostgreSQL/)
    expect(() => sqliteFileOf('libsql://site.example.com', '/srv')).toThrow(
      UnsupportedDatabaseError,
    )
    expect(() => sqliteFileOf('file::memory:', '/srv')).toThrow(/in-memory/)
  })

  it('names backups by UTC time, sortable and without colons', () => {
    const now = new Date('2026-11-25T19:30:05.123Z')
    expect(backupFileName(now)).toBe('site-2026-11-25T19-30-05Z.db')
    expect(backupFileName(now, 'before-restore')).toBe('before-restore-2026-11-25T19-30-05Z.db')
  })

  it('writes to the given file, into a given folder, or into the default folder', () => {
    const now = new Date('2026-11-25T19:30:05Z')
    const name = 'site-2026-11-25T19-30-05Z.db'
    const isDirectory = (candidate: string) => candidate === '/mnt/backups'
    expect(backupTarget(undefined, isDirectory, '/srv/site/backups', now)).toBe(
      path.join('/srv/site/backups', name),
    )
    expect(backupTarget('/mnt/backups', isDirectory, '/x', now)).toBe(`/mnt/backups/${name}`)
    expect(backupTarget('/mnt/one.db', isDirectory, '/x', now)).toBe('/mnt/one.db')
  })

  it('lists the journal files SQLite keeps beside a database', () => {
    expect(sidecarFiles('/d/site.db')).toEqual([
      '/d/site.db-wal',
      '/d/site.db-shm',
      '/d/site.db-journal',
    ])
  })
})
