import { expect, test as setup } from '@playwright/test'

import { adminStateFile } from './support/admin-session'
import { e2eAdmin } from './support/e2e-env'

setup('the seeded admin signs in once for the run', async ({ request }) => {
  const response = await request.post('/api/admin-users/login', { data: e2eAdmin })
  expect(response.ok()).toBe(true)
  await request.storageState({ path: adminStateFile })
})
