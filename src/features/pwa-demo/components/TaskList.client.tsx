'use client'

import { Wifi, WifiOff } from 'lucide-react'
import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react'

import { controlClass } from '@/components/forms/Field'
import { TaskItem } from '@/features/pwa-demo/components/TaskItem'
import { useTaskList } from '@/features/pwa-demo/components/useTaskList'
import { useTranslations } from '@/i18n/client-messages'
import {
  MAX_TITLE_LENGTH,
  pendingCount,
  type Task,
  taskTitleError,
  visibleTasks,
} from '@/features/pwa-demo/tasks'

const noSubscribe = () => () => {}

/**
 * The offline task list. It renders nothing on the server: without JavaScript its controls would
 * do nothing, and the section's <noscript> explains why the list is missing.
 */
export function TaskList({ baseId }: { baseId: string }) {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  return hydrated ? <TaskListPanel baseId={baseId} /> : null
}

function TaskListPanel({ baseId }: { baseId: string }) {
  const t = useTranslations('pwaDemo.tasks')
  const { state, online, storage, announcement, add, toggle, remove } = useTaskList()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = `${baseId}-task-input`
  const errorId = `${inputId}-error`
  const tasks = visibleTasks(state.tasks)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const refused = taskTitleError(title)
    if (refused) {
      setError(refused === 'empty' ? t('errorEmpty') : t('errorTooLong', { max: MAX_TITLE_LENGTH }))
      input.current?.focus()
      return
    }
    add(title)
    setTitle('')
    setError(null)
  }

  function removeTask(task: Task) {
    remove(task)
    // The button that had focus is gone: bring the visitor back to the input.
    input.current?.focus()
  }

  const ConnectionIcon = online ? Wifi : WifiOff
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p
          className={`inline-flex items-center gap-2 rounded-full border-2 px-3 py-1 text-sm font-semibold ${online ? 'border-(--border)' : 'border-(--accent)'}`}
        >
          <ConnectionIcon aria-hidden="true" className="size-4" />
          {online ? t('online') : t('offline')}
        </p>
        {state.loaded ? (
          <p className="text-sm">{t('pendingSummary', { count: pendingCount(state.tasks) })}</p>
        ) : null}
      </div>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block font-medium">
          {t('label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            disabled={!state.loaded}
            className={controlClass}
          />
          <button
            type="submit"
            disabled={!state.loaded}
            className="mt-1 min-h-11 shrink-0 rounded-lg bg-(--accent) px-5 font-semibold text-(--accent-foreground) disabled:opacity-60"
          >
            {t('add')}
          </button>
        </div>
        {error ? (
          <p
            id={errorId}
            className="mt-1 text-sm font-semibold text-[var(--error,#b00020)] dark:text-[#ff8a9b]"
          >
            {error}
          </p>
        ) : null}
      </form>
      {storage !== 'ok' ? (
        <p className="rounded-lg border-2 border-(--accent) p-3 text-sm">
          {storage === 'unavailable' ? t('storageUnavailable') : t('saveFailed')}
        </p>
      ) : null}
      {!state.loaded ? (
        <p>{t('loading')}</p>
      ) : tasks.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-2">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              baseId={baseId}
              task={task}
              onToggle={toggle}
              onRemove={removeTask}
            />
          ))}
        </ul>
      )}
      <p role="status" className="min-h-6 text-sm muted">
        {announcement}
      </p>
    </div>
  )
}
