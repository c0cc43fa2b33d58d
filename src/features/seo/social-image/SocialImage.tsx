import type { SocialImageText } from '@/features/seo/social-image/sign'

/** The drawing of a share image (rendered by next/og: inline styles, flexbox only). */
export function SocialImage({
  title,
  label,
  brand,
}: Omit<SocialImageText, 'size'> & { brand: string }) {
  const size = title.length > 70 ? 54 : title.length > 40 ? 64 : 76
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 88px',
        background: '#1a1a2e',
        borderLeft: '24px solid #ff0054',
        color: '#ffffff',
        fontFamily: 'sans-serif',
      }}
    >
      <div
        style={{
          display: 'flex',
          fontSize: 30,
          letterSpacing: 2,
          color: '#ff6b9a',
          textTransform: 'uppercase',
        }}
      >
        {label}
      </div>
      <div style={{ display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.15 }}>
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 32, color: '#e6e6f0' }}>
        <div style={{ width: 56, height: 8, background: '#ff0054', marginRight: 24 }} />
        {brand}
      </div>
    </div>
  )
}
