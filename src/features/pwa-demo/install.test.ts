import { describe, expect, it } from 'vitest'

import { browserFamily, familiesInOrder, isInstallPromptEvent } from '@/features/pwa-demo/install'

const agents = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0',
  firefoxDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
}

describe('browser family', () => {
  it('recognises Chrome on computers, Android and in headless mode', () => {
    expect(browserFamily(agents.chromeLinux)).toBe('chrome')
    expect(browserFamily(agents.chromeAndroid)).toBe('chrome')
    expect(browserFamily(agents.headless)).toBe('chrome')
  })

  it('recognises Edge before the Chrome token it also carries', () => {
    expect(browserFamily(agents.edge)).toBe('edge')
    expect(browserFamily(agents.edgeAndroid)).toBe('edge')
  })

  it('sends every iOS browser, and iPadOS posing as a Mac, to the share sheet', () => {
    expect(browserFamily(agents.iphone)).toBe('ios')
    expect(browserFamily(agents.chromeIphone)).toBe('ios')
    expect(browserFamily(agents.macSafari, 5)).toBe('ios')
  })

  it('tells Safari on a Mac and Firefox on Android apart', () => {
    expect(browserFamily(agents.macSafari, 0)).toBe('safariMac')
    expect(browserFamily(agents.firefoxAndroid)).toBe('firefoxAndroid')
  })

  it('gives general advice to browsers with menus of their own', () => {
    expect(browserFamily(agents.firefoxDesktop)).toBe('other')
    expect(browserFamily(agents.samsung)).toBe('other')
    expect(browserFamily('')).toBe('other')
  })

  it('lists the visitor’s family first, then the others once', () => {
    expect(familiesInOrder('ios')).toEqual(['ios', 'chrome', 'edge', 'firefoxAndroid', 'safariMac'])
    expect(familiesInOrder('other')).toEqual([
      'chrome',
      'edge',
      'ios',
      'firefoxAndroid',
      'safariMac',
    ])
  })
})

describe('install prompt event', () => {
  it('recognises the event by its prompt method and choice', () => {
    const plain = new Event('beforeinstallprompt')
    expect(isInstallPromptEvent(plain)).toBe(false)
    const prompt = Object.assign(new Event('beforeinstallprompt'), {
      platforms: ['web'],
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
      prompt: () => Promise.resolve(),
    })
    expect(isInstallPromptEvent(prompt)).toBe(true)
  })
})
