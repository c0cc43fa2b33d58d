import { describe, expect, it } from 'vitest'

import { isSafeHref } from '@/features/blog/content/safe-href'

describe('isSafeHref', () => {
  it('accepts site paths, anchors and web, mail and phone links', () => {
    for (const href of [
      '/fr/contact',
      '#section',
      'https://web.dev',
      'http://a.b',
      'mailto:a@b.c',
      'tel:+33600000000',
    ]) {
      expect(isSafeHref(href)).toBe(true)
    }
  })

  it('refuses script, data and protocol-relative links, however disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '',
      42,
    ]) {
      expect(isSafeHref(href)).toBe(false)
    }
  })
})
