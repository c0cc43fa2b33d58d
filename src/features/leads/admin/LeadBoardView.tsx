import type { AdminViewServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { AdminScreen } from '@/features/admin-shell/components/AdminScreen'
import { requireActiveAdmin } from '@/features/admin-shell/require-admin'
import { humanDay } from '@/features/leads/activity/feed'
import { loadBoard } from '@/features/leads/board/board-queries'
import { LeadBoard } from '@/features/leads/admin/LeadBoard.client'
import { leadBoardPath, LeadViewSwitch } from '@/features/leads/admin/LeadViewSwitch'

import './leads-admin.scss'

/** `/admin/leads/board`: the leads by status, as columns whose cards move from one to another. */
export async function LeadBoardView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const user = requireActiveAdmin(req.user, leadBoardPath)
  const text = adminText(req.i18n)
  const title = text.t('custom:leads:boardTitle')
  const board = await loadBoard(req.payload, user)
  const columns = board.map((column) => ({
    ...column,
    cards: column.cards.map((card) => ({
      ...card,
      activityDay: card.lastActivityAt ? humanDay(card.lastActivityAt, text.language) : null,
    })),
  }))
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title={title}
    >
      <div className="site-leads">
        <h1>{title}</h1>
        <LeadViewSwitch i18n={req.i18n} current="board" />
        <p className="site-leads__intro">{text.t('custom:leads:boardIntro')}</p>
        <LeadBoard columns={columns} />
      </div>
    </AdminScreen>
  )
}
