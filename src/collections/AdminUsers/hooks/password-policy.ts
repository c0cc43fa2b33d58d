import {
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type TypedUser,
  ValidationError,
} from 'payload'

import { noteCredentialChange } from '@/collections/AdminUsers/hooks/credential-notice'
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
 * admin who changes a password or an e-mail, theirs or another admin's, must also give their
 * own current password, so a session left open or stolen cannot take an account over; the
 * reset link is exempt (its token stands for the old password), and so is server code that
 * runs without a user.
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

/**
 * A credential of an admin account (password, e-mail) changes only with the acting admin's own
 * current password, on their account as on another admin's: a session left open or stolen
 * cannot take over any account. A change to another admin's account is noted in the request's
 * context for `notifyCredentialChange` (credential-notice.ts), which tells that admin.
 */
async function requireCurrentPassword(
  req: PayloadRequest,
  data: Data,
  id: unknown,
  password: string,
): Promise<void> {
  const user: TypedUser | null = req.user
  if (!user || user.collection !== 'admin-users') return
  // A bulk update (no id) may include the admin's own account and others.
  const own = id !== undefined && String(id) === String(user.id)
  const typedEmail = typeof data.email === 'string' ? data.email.trim().toLowerCase() : undefined
  const previousEmail = id === undefined || own ? user.email : (await storedAccount(req, id))?.email
  const newEmail =
    typedEmail !== undefined &&
    (typeof previousEmail !== 'string' || typedEmail !== previousEmail.toLowerCase())
  if (!password && !newEmail) return
  const current = data[CURRENT_PASSWORD_FIELD]
  if (typeof current !== 'string' || !current) {
    throw refuse(req, CURRENT_PASSWORD_FIELD, own ? 'currentRequired' : 'currentRequiredOther')
  }
  if (!(await passwordCheck.verify(current, await storedAccount(req, user.id)))) {
    throw refuse(req, CURRENT_PASSWORD_FIELD, 'currentWrong')
  }
  if (!own) {
    noteCredentialChange(req, {
      id: id === undefined ? undefined : String(id),
      changes: [
        ...(password ? (['password'] as const) : []),
        ...(newEmail ? (['email'] as const) : []),
      ],
    })
  }
}

function storedAccount(req: PayloadRequest, id: unknown) {
  return req.payload.db.findOne<{
    id: number | string
    email?: unknown
    hash?: unknown
    salt?: unknown
  }>({
    collection: 'admin-users',
    where: { id: { equals: id } },
    req,
  })
}
