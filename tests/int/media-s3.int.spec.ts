import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import { seedImagesDirectory } from '@/features/portfolio/seed/seed-projects'

import { closeRestPayload, restClient } from './support/rest'
import { TestS3Server } from './support/s3-server'
import { startPayload, type TestContext } from './support/test-payload'

// Several instances share their media through a bucket: here a real S3 server on loopback
// (moto), the site configured only through its S3_* variables.
const s3 = new TestS3Server()
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>

beforeAll(async () => {
  await s3.start()
  ctx = await startPayload({ env: s3.env })
  rest = await restClient()
})

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
  await s3.dispose()
})

const picture = () =>
  fs.readFileSync(path.join(seedImagesDirectory(), `${seedProjectData[0]!.image.file}.webp`))

async function bucketKeys(): Promise<string[]> {
  const listing = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort()
}

/** What a browser gets for a document's url, through the site's own /api route. */
function fetchUrl(url: string | null | undefined) {
  const match = /^(?:https?:\/\/[^/]+)?\/api\/(.+)$/.exec(url ?? '')
  if (!match) throw new Error(`not an address of the site's API: ${url}`)
  return rest('GET', match[1]!)
}

describe('media on S3-compatible storage', () => {
  it('stores an upload and its two sizes in the bucket, not on the disk, and serves them', async () => {
    const data = picture()
    const doc = await ctx.payload.create({
      collection: 'media',
      data: { alt: 'Essai sur S3' },
      file: { name: 's3-vitrine.webp', mimetype: 'image/webp', data, size: data.length },
      overrideAccess: true,
    })
    const names = [doc.filename, doc.sizes?.hero?.filename, doc.sizes?.card?.filename]
    expect(names.every(Boolean)).toBe(true)
    expect(await bucketKeys()).toEqual(expect.arrayContaining(names))
    for (const name of names)
      expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, name!))).toBe(false)

    // Payload writes the original through sharp: the bucket holds what it wrote, as the disk did.
    const stored = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: doc.filename! }))
    expect(stored.ContentType).toBe('image/webp')
    const original = Buffer.from(await stored.Body!.transformToByteArray())
    expect(original.length).toBe(doc.filesize)

    // The address stays the app's own, so pages and next/image need nothing else.
    expect(doc.url).toMatch(/\/api\/media\/file\/s3-vitrine\.webp$/)
    const served = await fetchUrl(doc.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.bytes.equals(original)).toBe(true)
    const card = await fetchUrl(doc.sizes?.card?.url)
    expect(card.status).toBe(200)
    expect(card.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  it('deletes the objects with the document', async () => {
    const data = picture()
    const doc = await ctx.payload.create({
      collection: 'media',
      data: { alt: 'À supprimer' },
      file: { name: 's3-supprimee.webp', mimetype: 'image/webp', data, size: data.length },
      overrideAccess: true,
    })
    const names = [doc.filename, doc.sizes?.hero?.filename, doc.sizes?.card?.filename]
    expect(await bucketKeys()).toEqual(expect.arrayContaining(names))
    await ctx.payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    const left = await bucketKeys()
    for (const name of names) expect(left).not.toContain(name)
    expect((await fetchUrl(doc.url)).status).toBe(404)
  })

  it('serves a file copied from data/media under its name (the migration of docs/DEPLOYMENT.md)', async () => {
    // The oldest picture: one of the seed's, stored on the disk before the site moved to S3.
    const { docs } = await ctx.payload.find({
      collection: 'media',
      sort: 'createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const seeded = docs[0]!
    expect((await fetchUrl(seeded.url)).status).toBe(404)
    // What `aws s3 cp --recursive data/media s3://<bucket>/` does for each file.
    const local = fs.readFileSync(path.join(process.env.MEDIA_DIR!, seeded.filename!))
    await s3.client().send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: seeded.filename!,
        Body: local,
        ContentType: seeded.mimeType!,
      }),
    )
    const served = await fetchUrl(seeded.url)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(local)).toBe(true)
  })
})
