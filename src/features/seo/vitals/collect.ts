import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

const ENDPOINT = '/api/web-vitals/report'

/**
 * Collects the page's figures and sends them once, when the page is hidden (the moment INP and
 * CLS are final): the path and the values only, without cookies (`credentials: 'omit'`).
 */
export function collectVitals(path: string): void {
  const figures = new Map<string, number>()
  const record = (metric: Metric) =>
    figures.set(
      metric.name,
      metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
    )
  onLCP(record)
  onINP(record)
  onCLS(record)
  onTTFB(record)
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  if (navigation && navigation.loadEventEnd > 0)
    figures.set('LOAD', Math.round(navigation.loadEventEnd))
  let sent = false
  const send = () => {
    if (sent || figures.size === 0) return
    sent = true
    const metrics = [...figures].map(([name, value]) => ({ name, value }))
    fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, metrics }),
    }).catch(() => undefined)
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}
