import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { MediaStorageVariable } from '@/config/media-storage'

const MISSING =
  'moto_server was not found: the S3 storage tests need moto\'s S3 server (Python package "moto[server]", part of the machine image; pip install "moto[server]")'

/**
 * A real S3-compatible server on loopback: moto's standalone server, which speaks the S3 REST
 * protocol over HTTP and keeps its buckets in memory. Port 0 lets it take a free port, which it
 * prints; there is no window in which another process could take it first.
 */
export class TestS3Server {
  private process: ChildProcess | null = null
  readonly bucket = `media-test-${randomUUID().slice(0, 8)}`
  readonly region = 'us-east-1'
  readonly credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret' }
  endpoint = ''

  async start(): Promise<void> {
    const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONUNBUFFERED: '1' },
    })
    this.process = child
    const port = await new Promise<string>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`moto_server did not start:\n${output}`)),
        20_000,
      )
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Running on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      }
      // Every request is logged: the pipes are read to the end so the server never blocks.
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer)
        reject(error.code === 'ENOENT' ? new Error(MISSING) : error)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`moto_server exited with ${code}:\n${output}`))
      })
    })
    this.endpoint = `http://127.0.0.1:${port}`
    await this.client().send(new CreateBucketCommand({ Bucket: this.bucket }))
  }

  /** The variables a site would be given for this bucket. */
  get env(): Record<MediaStorageVariable, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_REGION: this.region,
      S3_ENDPOINT: this.endpoint,
      S3_ACCESS_KEY_ID: this.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }
  }

  /** A client of the test's own, to look into the bucket behind the site's back. */
  client(): S3Client {
    return new S3Client({
      region: this.region,
      endpoint: this.endpoint,
      forcePathStyle: true,
      credentials: this.credentials,
    })
  }

  async dispose(): Promise<void> {
    const child = this.process
    this.process = null
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
}
