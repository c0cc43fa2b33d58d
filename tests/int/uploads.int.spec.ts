import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/collections/Media/hooks/upload-limits'
import { seedProjectData } from '@/features/portfolio/seed/seed-project-data'
import { seedImagesDirectory } from '@/features/portfolio/seed/seed-projects'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

const picture = () =>
  fs.readFileSync(path.join(seedImagesDirectory(), `${seedProjectData[0]!.image.file}.webp`))

/** An upload as the admin's form sends it: the browser's name and type, the file's bytes. */
function upload(name: string, mimetype: string, data: Buffer) {
  return ctx.payload.create({
    collection: 'media',
    data: { alt: 'Essai de téléversement' },
    file: { name, mimetype, data, size: data.length },
    overrideAccess: true,
  })
}

const mediaCount = async () => (await ctx.payload.count({ collection: 'media' })).totalDocs

describe('uploads to the media library', () => {
  it('takes a real picture', async () => {
    const doc = await upload('vitrine.webp', 'image/webp', picture())
    expect(doc.mimeType).toBe('image/webp')
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, doc.filename!))).toBe(true)
  })

  it('refuses an SVG, even one named and typed as a PNG (it could carry a script)', async () => {
    const before = await mediaCount()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    )
    await expect(upload('logo.svg', 'image/svg+xml', svg)).rejects.toThrow()
    await expect(upload('logo.png', 'image/png', svg)).rejects.toThrow()
    expect(await mediaCount()).toBe(before)
  })

  it('judges the type by the content, not by the name', async () => {
    const before = await mediaCount()
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    await expect(upload('photo.jpg', 'image/jpeg', html)).rejects.toThrow()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
    await expect(upload('photo.webp', 'image/webp', pdf)).rejects.toThrow()
    expect(await mediaCount()).toBe(before)
  })

  it(`refuses a file over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, async () => {
    const before = await mediaCount()
    const real = picture()
    const large = Buffer.concat([real, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - real.length)])
    await expect(upload('enorme.webp', 'image/webp', large)).rejects.toThrow(/trop lourd/)
    expect(await mediaCount()).toBe(before)
  })
})
