/**
 * The PWA demo's task list as pure state transitions. There is no server behind the demo: a
 * change made offline waits in `pending` until the connection returns, and "syncing" clears it,
 * the step where a real application would send the queue to its API.
 */

/** What is still to be sent: the task itself, a change to it, or its deletion. */
export type PendingChange = 'create' | 'update' | 'delete'

export type Task = {
  id: string
  title: string
  done: boolean
  createdAt: number
  updatedAt: number
  pending: PendingChange | null
}

export type TaskState = { loaded: boolean; tasks: Task[] }

export type TaskAction =
  | { type: 'loaded'; tasks: Task[] }
  | { type: 'add'; id: string; title: string; at: number; online: boolean }
  | { type: 'toggle'; id: string; at: number; online: boolean }
  | { type: 'remove'; id: string; online: boolean }
  | { type: 'sync' }

export const MAX_TITLE_LENGTH = 120

export const initialTaskState: TaskState = { loaded: false, tasks: [] }

/** Why a title is refused, or null when it can be added. */
export function taskTitleError(raw: string): 'empty' | 'tooLong' | null {
  const title = raw.trim()
  if (!title) return 'empty'
  return title.length > MAX_TITLE_LENGTH ? 'tooLong' : null
}

function toggled(task: Task, at: number, online: boolean): Task {
  // A task created offline is still unknown to the server: its creation carries the new state.
  const pending = online ? null : task.pending === 'create' ? 'create' : 'update'
  return { ...task, done: !task.done, updatedAt: at, pending }
}

function withoutTask(tasks: Task[], id: string, online: boolean): Task[] {
  return tasks.flatMap((task) => {
    if (task.id !== id) return [task]
    // Online, or never sent: nothing to tell the server. Offline, the deletion waits its turn.
    if (online || task.pending === 'create') return []
    return [{ ...task, pending: 'delete' as const }]
  })
}

/** Unchanged tasks keep their identity, so `changesBetween` writes only what moved. */
export function taskReducer(state: TaskState, action: TaskAction): TaskState {
  switch (action.type) {
    case 'loaded':
      return { loaded: true, tasks: [...action.tasks].sort((a, b) => a.createdAt - b.createdAt) }
    case 'add': {
      const task: Task = {
        id: action.id,
        title: action.title.trim(),
        done: false,
        createdAt: action.at,
        updatedAt: action.at,
        pending: action.online ? null : 'create',
      }
      return { ...state, tasks: [...state.tasks, task] }
    }
    case 'toggle':
      return {
        ...state,
        tasks: state.tasks.map((task) =>
          task.id === action.id ? toggled(task, action.at, action.online) : task,
        ),
      }
    case 'remove':
      return { ...state, tasks: withoutTask(state.tasks, action.id, action.online) }
    case 'sync':
      if (!state.tasks.some((task) => task.pending)) return state
      return {
        ...state,
        tasks: state.tasks.flatMap((task) => {
          if (task.pending === 'delete') return []
          return task.pending ? [{ ...task, pending: null }] : [task]
        }),
      }
  }
}

/** The tasks a visitor sees: deletions waiting to sync are already gone for them. */
export function visibleTasks(tasks: Task[]): Task[] {
  return tasks.filter((task) => task.pending !== 'delete')
}

export function pendingCount(tasks: Task[]): number {
  return tasks.filter((task) => task.pending).length
}

/** What to write to the browser store to go from one list to the next. */
export function changesBetween(before: Task[], after: Task[]): { put: Task[]; remove: string[] } {
  const previous = new Map(before.map((task) => [task.id, task]))
  const kept = new Set(after.map((task) => task.id))
  return {
    put: after.filter((task) => previous.get(task.id) !== task),
    remove: before.filter((task) => !kept.has(task.id)).map((task) => task.id),
  }
}

const pendingValues: ReadonlySet<unknown> = new Set(['create', 'update', 'delete', null])

/** A stored record is trusted only in the shape this version writes. */
export function isTask(value: unknown): value is Task {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.id === 'string' &&
    typeof record.title === 'string' &&
    typeof record.done === 'boolean' &&
    typeof record.createdAt === 'number' &&
    typeof record.updatedAt === 'number' &&
    pendingValues.has(record.pending)
  )
}
