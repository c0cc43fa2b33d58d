import {
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type TypedUser,
  ValidationError,
} from 'payload'

import { passwordCheck } from '@/features/security/password-check'
import {
  type PasswordPolicyMessage,
  passwordPolicyMessage,
} from '@/features/security/password-policy'
import { passwordProblem } from '@/features/security/password-strength'

/** The field the account view and the REST API send the signed-in admin's password in. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function refuse(req: PayloadRequest, path: string, key: PasswordPolicyMessage): ValidationError {
  const message = passwordPolicyMessage(key, req.i18n?.language)
  return new ValidationError({ collection: 'admin-users', errors: [{ message, path }] }, req.t)
}

/**
 * Every way an admin password is set goes through Payload's operations (the admin's forms, the
 * REST and GraphQL APIs, the local API, the create-first-admin screen, ADMIN_PASSWORD, the
 * reset link), so the rule is checked here, once, before anything is written: 12 characters at
 * least and not a common password (src/features/security/password-policy.ts). A signed-in
 * admin who changes their own password or e-mail must also give their current password, so a
 * session left open or stolen cannot take the account over; the reset link is exempt (its
 * token stands for the old password), and so is server code that runs without a user.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (!['create', 'update', 'updateByID', 'resetPassword'].includes(operation)) return args
  const data: unknown = 'data' in args ? args.data : undefined
  if (!isData(data)) return args
  const password = typeof data.password === 'string' ? data.password : ''
  if (password) {
    const related = [data.email, data.name, req.user?.email].filter(
      (value): value is string => typeof value === 'string',
    )
    const problem = passwordProblem(password, related)
    if (problem) throw refuse(req, 'password', problem)
  }
  if (operation === 'update' || operation === 'updateByID') {
    const id = 'id' in args ? args.id : undefined
    await requireCurrentPassword(req, data, id, password)
  }
  delete data[CURRENT_PASSWORD_FIELD]
  return args
}

async function requireCurrentPassword(
  req: PayloadRequest,
  data: Data,
  id: unknown,
  password: string,
): Promise<void> {
  const user: TypedUser | null = req.user
  if (!user || user.collection !== 'admin-users') return
  // A bulk update (no id) may include the admin's own account.
  const own = id === undefined || String(id) === String(user.id)
  const newEmail =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== user.email.toLowerCase()
  if (!own || (!password && !newEmail)) return
  const current = data[CURRENT_PASSWORD_FIELD]
  if (typeof current !== 'string' || !current) {
    throw refuse(req, CURRENT_PASSWORD_FIELD, 'currentRequired')
  }
  const stored = await req.payload.db.findOne<{
    id: number | string
    hash?: unknown
    salt?: unknown
  }>({
    collection: 'admin-users',
    where: { id: { equals: user.id } },
    req,
  })
  if (!(await passwordCheck.verify(current, stored))) {
    throw refuse(req, CURRENT_PASSWORD_FIELD, 'currentWrong')
  }
}
