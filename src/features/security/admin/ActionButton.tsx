import { Button } from '@payloadcms/ui'

type Props = {
  action: (formData: FormData) => Promise<void>
  admin: number
  label: string
  /** Hidden values sent along with the admin's id (the session to revoke...). */
  extra?: Record<string, string>
  /** Deactivating an account: the filled button, the others outlined. */
  danger?: boolean
  /** The label of a field asking the acting admin's own password, sent as `currentPassword`. */
  askPassword?: string
}

/** One action on an admin account: a form of its own, so that it works before any script. */
export function ActionButton({ action, admin, label, extra, danger, askPassword }: Props) {
  return (
    <form action={action} className="site-security__inline">
      <input type="hidden" name="admin" value={admin} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {askPassword ? (
        <input
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          aria-label={askPassword}
          placeholder={askPassword}
          className="site-security__password"
        />
      ) : null}
      <Button
        type="submit"
        buttonStyle={danger ? 'primary' : 'secondary'}
        size="small"
        margin={false}
      >
        {label}
      </Button>
    </form>
  )
}
