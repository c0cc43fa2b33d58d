import { redirect } from 'next/navigation'
import { BasePayload } from 'payload'
import { describe, expect, it } from 'vitest'

import { getImageProps } from '@/platform/framework/next-image-props'
import { takePayloadCrons } from '@/platform/framework/payload-crons'
import { getScriptNonceFromHeader } from '@/platform/framework/next-script-nonce'
import { redirectTarget } from '@/platform/framework/redirect-target'

/**
 * What the site takes from Next.js's and Payload's unpublished internals still exists and
 * behaves as the site expects: an upgrade that moves or changes one fails here, not in production.
 */
describe('framework internals', () => {
  it("computes next/image's attributes without its client component", () => {
    const { props } = getImageProps({
      src: '/media/atelier.jpg',
      alt: 'Atelier',
      width: 640,
      height: 480,
      sizes: '100vw',
    })
    expect(props.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fatelier\.jpg&w=\d+&q=\d+$/)
    expect(props.srcSet).toContain('w=640')
    expect(props).toMatchObject({ width: 640, height: 480, loading: 'lazy', decoding: 'async' })
  })

  it("reads a script nonce from a policy as Next.js's renderer does", () => {
    expect(getScriptNonceFromHeader("script-src 'self' 'nonce-abc123'")).toBe('abc123')
    expect(getScriptNonceFromHeader("script-src 'self'")).toBeUndefined()
  })

  it('reads where a redirect() sends the browser from what it throws', () => {
    let thrown: unknown
    try {
      redirect('/fr/reservation/confirmation?token=abc')
    } catch (error) {
      thrown = error
    }
    expect(redirectTarget(thrown)).toBe('/fr/reservation/confirmation?token=abc')
    expect(redirectTarget(new Error('not a redirect'))).toBeNull()
  })

  it("hands over Payload's job schedules so that none starts again", () => {
    const payload = new BasePayload()
    const cron = { stop: () => undefined }
    payload.crons.push(cron as unknown as (typeof payload.crons)[number])
    expect(takePayloadCrons(payload)).toEqual([cron])
    expect(payload.crons).toEqual([])
  })
})
