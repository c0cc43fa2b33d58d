import { describe, expect, it } from 'vitest'

import {
  changesBetween,
  initialTaskState,
  isTask,
  MAX_TITLE_LENGTH,
  pendingCount,
  type Task,
  type TaskAction,
  taskReducer,
  type TaskState,
  taskTitleError,
  visibleTasks,
} from '@/features/pwa-demo/tasks'

const run = (actions: TaskAction[], from: TaskState = initialTaskState) =>
  actions.reduce(taskReducer, from)

const add = (id: string, online: boolean, at = 1): TaskAction => ({
  type: 'add',
  id,
  title: `  Task ${id} `,
  at,
  online,
})

describe('task titles', () => {
  it('refuses an empty or blank title', () => {
    expect(taskTitleError('')).toBe('empty')
    expect(taskTitleError('   ')).toBe('empty')
  })

  it('refuses a title past the maximum length, counted without surrounding spaces', () => {
    expect(taskTitleError('a'.repeat(MAX_TITLE_LENGTH))).toBeNull()
    expect(taskTitleError(` ${'a'.repeat(MAX_TITLE_LENGTH)} `)).toBeNull()
    expect(taskTitleError('a'.repeat(MAX_TITLE_LENGTH + 1))).toBe('tooLong')
  })
})

describe('task transitions online', () => {
  it('adds a trimmed, synced task at the end of the list', () => {
    const state = run([add('a', true, 1), add('b', true, 2)])
    expect(state.tasks.map((task) => [task.id, task.title, task.pending])).toEqual([
      ['a', 'Task a', null],
      ['b', 'Task b', null],
    ])
  })

  it('toggles done and back, and deletes at once', () => {
    const done = run([add('a', true), { type: 'toggle', id: 'a', at: 5, online: true }])
    expect(done.tasks[0]).toMatchObject({ done: true, updatedAt: 5, pending: null })
    const undone = run([{ type: 'toggle', id: 'a', at: 6, online: true }], done)
    expect(undone.tasks[0]?.done).toBe(false)
    expect(run([{ type: 'remove', id: 'a', online: true }], done).tasks).toEqual([])
  })

  it('sorts loaded tasks by creation and marks the list loaded', () => {
    const stored: Task[] = [
      { id: 'b', title: 'B', done: false, createdAt: 2, updatedAt: 2, pending: null },
      { id: 'a', title: 'A', done: true, createdAt: 1, updatedAt: 3, pending: 'update' },
    ]
    const state = run([{ type: 'loaded', tasks: stored }])
    expect(state.loaded).toBe(true)
    expect(state.tasks.map((task) => task.id)).toEqual(['a', 'b'])
  })
})

describe('task transitions offline, then back online', () => {
  it('marks a task added offline as waiting for its creation to sync', () => {
    const state = run([add('a', false)])
    expect(state.tasks[0]?.pending).toBe('create')
    expect(pendingCount(state.tasks)).toBe(1)
  })

  it('keeps a toggled offline task a creation when it was never synced', () => {
    const state = run([add('a', false), { type: 'toggle', id: 'a', at: 2, online: false }])
    expect(state.tasks[0]).toMatchObject({ done: true, pending: 'create' })
  })

  it('marks a change to a synced task as an update', () => {
    const state = run([add('a', true), { type: 'toggle', id: 'a', at: 2, online: false }])
    expect(state.tasks[0]?.pending).toBe('update')
  })

  it('hides a synced task deleted offline until the deletion syncs', () => {
    const state = run([add('a', true), { type: 'remove', id: 'a', online: false }])
    expect(state.tasks[0]?.pending).toBe('delete')
    expect(visibleTasks(state.tasks)).toEqual([])
    expect(pendingCount(state.tasks)).toBe(1)
  })

  it('forgets a task created and deleted offline: there is nothing to send', () => {
    const state = run([add('a', false), { type: 'remove', id: 'a', online: false }])
    expect(state.tasks).toEqual([])
  })

  it('syncs every pending change when the connection returns', () => {
    const offline = run([
      add('a', true, 1),
      add('b', true, 2),
      add('c', false, 3),
      { type: 'toggle', id: 'a', at: 4, online: false },
      { type: 'remove', id: 'b', online: false },
    ])
    expect(pendingCount(offline.tasks)).toBe(3)
    const synced = run([{ type: 'sync' }], offline)
    expect(synced.tasks.map((task) => [task.id, task.pending, task.done])).toEqual([
      ['a', null, true],
      ['c', null, false],
    ])
    expect(pendingCount(synced.tasks)).toBe(0)
  })

  it('returns the same state when there is nothing to sync', () => {
    const state = run([add('a', true)])
    expect(taskReducer(state, { type: 'sync' })).toBe(state)
  })
})

describe('store writes', () => {
  it('writes only the tasks that changed and removes the ones that left', () => {
    const before = run([add('a', true, 1), add('b', true, 2), add('c', false, 3)])
    const after = run(
      [
        { type: 'toggle', id: 'a', at: 4, online: true },
        { type: 'remove', id: 'b', online: true },
        add('d', true, 5),
      ],
      before,
    )
    const changes = changesBetween(before.tasks, after.tasks)
    expect(changes.put.map((task) => task.id)).toEqual(['a', 'd'])
    expect(changes.remove).toEqual(['b'])
  })

  it('writes nothing when nothing changed', () => {
    const state = run([add('a', true)])
    expect(changesBetween(state.tasks, state.tasks)).toEqual({ put: [], remove: [] })
  })
})

describe('stored records', () => {
  it('accepts the shape this version writes and refuses anything else', () => {
    const task = run([add('a', false)]).tasks[0]
    expect(isTask(task)).toBe(true)
    expect(isTask({ ...task, pending: 'later' })).toBe(false)
    expect(isTask({ ...task, done: 'yes' })).toBe(false)
    expect(isTask(null)).toBe(false)
    expect(isTask('a')).toBe(false)
  })
})
