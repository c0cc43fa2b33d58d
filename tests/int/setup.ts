// Integration tests build the Payload config from the environment: pin what tests rely on.
Object.assign(process.env, { NODE_ENV: 'test' })
process.env.JOBS_AUTORUN = 'false'
process.env.SITE_URL = 'http://localhost:3000'
process.env.LOG_LEVEL = 'warn'
delete process.env.SMTP_URL
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
