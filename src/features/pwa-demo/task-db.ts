import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

import { isTask, type Task } from '@/features/pwa-demo/tasks'

/** The demo's own database in the visitor's browser: one object store of tasks keyed by id. */
interface DemoDatabase extends DBSchema {
  tasks: { key: string; value: Task }
}

const DATABASE_NAME = 'pwa-demo'
const VERSION = 1

let database: Promise<IDBPDatabase<DemoDatabase>> | null = null

function open(): Promise<IDBPDatabase<DemoDatabase>> {
  database ??= openDB<DemoDatabase>(DATABASE_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('tasks', { keyPath: 'id' })
    },
  }).catch((error: unknown) => {
    // A later call may succeed (storage freed, permission granted): do not keep the failure.
    database = null
    throw error
  })
  return database
}

/** Every stored task; records of another shape (an older demo) are left out. */
export async function loadTasks(): Promise<Task[]> {
  const records: unknown[] = await (await open()).getAll('tasks')
  return records.filter(isTask)
}

/** Writes and deletions of one change, in one transaction: the store never holds half of it. */
export async function saveTaskChanges(changes: { put: Task[]; remove: string[] }): Promise<void> {
  if (changes.put.length === 0 && changes.remove.length === 0) return
  const transaction = (await open()).transaction('tasks', 'readwrite')
  await Promise.all([
    ...changes.put.map((task) => transaction.store.put(task)),
    ...changes.remove.map((id) => transaction.store.delete(id)),
    transaction.done,
  ])
}
