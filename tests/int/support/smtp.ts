import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback. `failing = true` makes it refuse every message with a
 * temporary error, which is how a mail provider outage looks to the sender; `delayMs` makes it
 * answer each message that much later, which is how a slow provider looks (the value when the
 * message's data has arrived counts). `answering` is the number of messages waiting for that
 * answer: a sender is in the middle of an exchange.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = []
  failing = false
  delayMs = 0
  answering = 0
  private server: SMTPServer

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          this.answering += 1
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
          this.answering -= 1
          if (this.failing) {
            const error = Object.assign(new Error('Service temporarily unavailable'), {
              responseCode: 451,
            })
            callback(error)
            return
          }
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
  }

  /** Listens on `port` (a free one by default; the same one again to come back after stop()). */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    const address = this.server.server.address() as AddressInfo
    return `smtp://127.0.0.1:${address.port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
