/**
 * Visitor display preferences: theme light / dark / system stored under `theme`,
 * font size normal / large / extra-large and contrast normal / high stored together.
 * Shared by the no-flash boot script and the accessibility widget.
 */
export const THEME_KEY = 'theme'
export const A11Y_KEY = 'accessibility-preferences'

export const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]
export const DEFAULT_THEME: Theme = 'light'

export const fontSizes = ['normal', 'large', 'extra-large'] as const
export type FontSize = (typeof fontSizes)[number]
export const fontSizeLabel: Record<FontSize, string> = {
  normal: 'M',
  large: 'L',
  'extra-large': 'XL',
}

export type ContrastMode = 'normal' | 'high'
export type A11yPreferences = { fontSize: FontSize; contrastMode: ContrastMode }
export const DEFAULT_A11Y: A11yPreferences = { fontSize: 'normal', contrastMode: 'normal' }

export function parseTheme(raw: string | null | undefined): Theme {
  return themes.includes(raw as Theme) ? (raw as Theme) : DEFAULT_THEME
}

export function parseA11y(raw: string | null | undefined): A11yPreferences {
  if (!raw) return DEFAULT_A11Y
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return DEFAULT_A11Y
    const record = value as Record<string, unknown>
    return {
      fontSize: fontSizes.includes(record.fontSize as FontSize)
        ? (record.fontSize as FontSize)
        : 'normal',
      contrastMode: record.contrastMode === 'high' ? 'high' : 'normal',
    }
  } catch {
    return DEFAULT_A11Y
  }
}

export function nextFontSize(current: FontSize): FontSize {
  const index = fontSizes.indexOf(current)
  return fontSizes[(index + 1) % fontSizes.length] ?? 'normal'
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/**
 * Runs before first paint (inline in <head>) so the page never flashes the wrong theme or size.
 * Kept free of imports: it is serialised into the HTML.
 */
export const bootScript = `(function(){try{var d=document.documentElement,s=localStorage;var t=s.getItem('${THEME_KEY}');if(t!=='light'&&t!=='dark'&&t!=='system')t='${DEFAULT_THEME}';var dark=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',dark);var a=JSON.parse(s.getItem('${A11Y_KEY}')||'{}');if(a.fontSize==='large'||a.fontSize==='extra-large')d.setAttribute('data-font-size',a.fontSize);if(a.contrastMode==='high')d.classList.add('high-contrast')}catch(e){}})()`
