// `npm run admin:reset-2fa -- <email>`: removes an admin's two-factor sign-in from the server's
// command line, for the one case the back office cannot help: the only admin lost both their
// phone and their recovery codes. Anyone with a shell on the server can already change the data.
import { getPayload } from 'payload'

const email = process.argv
  .slice(2)
  .find((arg) => !arg.startsWith('-'))
  ?.trim()
  .toLowerCase()
if (!email) {
  console.error('Usage: npm run admin:reset-2fa -- <admin e-mail address>')
  process.exit(2)
}
const { default: config } = await import('@payload-config')
const { removeTwoFactor } = await import('@/features/security/two-factor/service')
const payload = await getPayload({ config })
const { docs } = await payload.find({
  collection: 'admin-users',
  where: { email: { equals: email } },
  limit: 1,
  overrideAccess: true,
})
if (!docs[0]) {
  console.error(`No admin with the address ${email}.`)
  process.exit(1)
}
await removeTwoFactor(payload, docs[0].id)
console.log(`Two-factor sign-in removed for ${email}: the password alone signs in again.`)
process.exit(0)
