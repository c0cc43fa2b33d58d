import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react'

import { loadTasks, saveTaskChanges } from '@/features/pwa-demo/task-db'
import { useTranslations } from '@/i18n/client-messages'
import {
  changesBetween,
  initialTaskState,
  pendingCount,
  type Task,
  taskReducer,
} from '@/features/pwa-demo/tasks'

export type StorageState = 'ok' | 'unavailable' | 'saveFailed'

function subscribeConnection(callback: () => void) {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

function newId(): string {
  // randomUUID exists only in secure contexts; a page served over plain HTTP still gets an id.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * The demo's task list: state from the pure reducer, every change written to IndexedDB, the
 * connection followed through `online`/`offline`, and a sentence for the live region each time.
 */
export function useTaskList() {
  const t = useTranslations('pwaDemo.tasks')
  const [state, dispatch] = useReducer(taskReducer, initialTaskState)
  const [storage, setStorage] = useState<StorageState>('ok')
  const [announcement, setAnnouncement] = useState('')
  const online = useSyncExternalStore(
    subscribeConnection,
    () => window.navigator.onLine,
    () => true,
  )
  // What the browser store holds, to write only the difference after each change.
  const stored = useRef<Task[] | null>(null)
  const latest = useRef(state)

  useEffect(() => {
    let cancelled = false
    loadTasks().then(
      (tasks) => {
        if (cancelled) return
        stored.current = tasks
        dispatch({ type: 'loaded', tasks })
        // Changes left waiting by an earlier offline visit go out as soon as we are back.
        if (window.navigator.onLine) dispatch({ type: 'sync' })
      },
      (error: unknown) => {
        if (cancelled) return
        console.warn('PWA demo: IndexedDB unavailable', error)
        setStorage('unavailable')
        dispatch({ type: 'loaded', tasks: [] })
      },
    )
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    latest.current = state
    if (!state.loaded || stored.current === null) return
    const changes = changesBetween(stored.current, state.tasks)
    stored.current = state.tasks
    saveTaskChanges(changes).catch((error: unknown) => {
      console.warn('PWA demo: task not saved', error)
      setStorage('saveFailed')
    })
  }, [state])

  useEffect(() => {
    const goOffline = () => setAnnouncement(t('announce.offline'))
    const goOnline = () => {
      const count = pendingCount(latest.current.tasks)
      dispatch({ type: 'sync' })
      setAnnouncement(t('announce.online', { count }))
    }
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [t])

  const add = useCallback(
    (title: string) => {
      const isOnline = window.navigator.onLine
      const trimmed = title.trim()
      dispatch({ type: 'add', id: newId(), title: trimmed, at: Date.now(), online: isOnline })
      setAnnouncement(t(isOnline ? 'announce.added' : 'announce.addedOffline', { title: trimmed }))
    },
    [t],
  )

  const toggle = useCallback(
    (task: Task) => {
      dispatch({ type: 'toggle', id: task.id, at: Date.now(), online: window.navigator.onLine })
      setAnnouncement(t(task.done ? 'announce.undone' : 'announce.done', { title: task.title }))
    },
    [t],
  )

  const remove = useCallback(
    (task: Task) => {
      dispatch({ type: 'remove', id: task.id, online: window.navigator.onLine })
      setAnnouncement(t('announce.removed', { title: task.title }))
    },
    [t],
  )

  return { state, online, storage, announcement, add, toggle, remove }
}
