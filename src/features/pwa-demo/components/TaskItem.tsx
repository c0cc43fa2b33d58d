import { CircleCheck, CloudUpload, Trash2 } from 'lucide-react'

import type { Task } from '@/features/pwa-demo/tasks'
import { useTranslations } from '@/i18n/client-messages'

type Props = {
  baseId: string
  task: Task
  onToggle: (task: Task) => void
  onRemove: (task: Task) => void
}

/** One task: its checkbox (the title is the label), its sync state and a delete button. */
export function TaskItem({ baseId, task, onToggle, onRemove }: Props) {
  const t = useTranslations('pwaDemo.tasks')
  const checkboxId = `${baseId}-task-${task.id}`
  const syncId = `${checkboxId}-sync`
  const SyncIcon = task.pending ? CloudUpload : CircleCheck
  return (
    <li className="flex items-start gap-3 rounded-lg border border-(--border) py-1 pl-3 pr-1">
      <input
        id={checkboxId}
        type="checkbox"
        checked={task.done}
        onChange={() => onToggle(task)}
        aria-describedby={syncId}
        className="mt-3 size-5 shrink-0 accent-(--accent)"
      />
      <div className="min-w-0 flex-1 py-2">
        <label
          htmlFor={checkboxId}
          className={`block break-words ${task.done ? 'muted line-through' : ''}`}
        >
          {task.title}
        </label>
        <span
          id={syncId}
          className={`mt-1 inline-flex items-center gap-1 text-sm ${task.pending ? 'font-semibold' : 'muted'}`}
        >
          <SyncIcon aria-hidden="true" className="size-4 shrink-0" />
          {task.pending ? t('pending') : t('synced')}
        </span>
      </div>
      <button
        type="button"
        onClick={() => onRemove(task)}
        aria-label={t('delete', { title: task.title })}
        className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-(--muted)"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  )
}
