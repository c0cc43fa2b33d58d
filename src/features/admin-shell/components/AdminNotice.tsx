import { Banner } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import './admin-ui.scss'

type Props = {
  /** Payload's banner colour: what happened went well, or not. */
  type: 'success' | 'error'
  /** `status` is read out when convenient, `alert` at once. */
  role?: 'status' | 'alert'
  children: ReactNode
}

/** The result of the owner's last action, at the top of one of our screens, in Payload's banner. */
export function AdminNotice({ type, role = 'status', children }: Props) {
  return (
    <Banner type={type} className="site-admin-notice">
      <p role={role}>{children}</p>
    </Banner>
  )
}
