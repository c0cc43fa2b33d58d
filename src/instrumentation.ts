/** Called once when the server starts, before it answers any request. */
export async function register() {
  // Must stay the literal `process.env.NEXT_RUNTIME` check around the import: the bundler drops
  // the Node.js-only code from the edge bundle only when it can see it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('@/platform/setup/boot')
    await boot()
  }
}
