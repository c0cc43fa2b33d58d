import { isNodeRuntime } from '@/config/env'

/** Called once when the server starts, before it answers any request. */
export async function register() {
  if (!isNodeRuntime()) return
  const { boot } = await import('@/features/setup/boot')
  await boot()
}
