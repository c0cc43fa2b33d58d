import {
  LinkJSXConverter,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { ServerImage } from '@/components/ui/ServerImage'
import { isSafeHref } from '@/features/blog/content/safe-href'
import { isLocale } from '@/i18n/locales'

type LinkedDoc = { value?: unknown }

/** An internal link points at another article: its language and slug, resolved by the blog. */
function internalDocToHref({ linkNode }: { linkNode: { fields: { doc?: unknown } } }): string {
  const doc = linkNode.fields.doc as LinkedDoc | undefined
  const value = doc?.value
  if (value && typeof value === 'object' && 'slug' in value && 'language' in value) {
    const { slug, language } = value as { slug: unknown; language: unknown }
    if (typeof slug === 'string' && isLocale(language)) return `/${language}/blog/${slug}`
  }
  return '#'
}

type MediaValue = { filename?: string; alt?: string; width?: number; height?: number }

/**
 * How an article body becomes HTML: level-2 headings carry the table of contents' anchors,
 * images go through next/image, code blocks are plain text in <pre>, and a link whose address
 * is not safe renders as its text (the save hook already removes them; this is the last guard).
 */
export const articleConverters: JSXConvertersFunction = ({ defaultConverters }) => {
  const links = LinkJSXConverter({ internalDocToHref })
  const converters: JSXConverters = {
    ...defaultConverters,
    ...links,
    link: (args) => {
      const { node, nodesToJSX } = args
      const custom = node.fields?.linkType !== 'internal'
      if (custom && !isSafeHref(node.fields?.url))
        return <>{nodesToJSX({ nodes: node.children })}</>
      return typeof links.link === 'function' ? links.link(args) : null
    },
    autolink: (args) => {
      const { node, nodesToJSX } = args
      if (!isSafeHref(node.fields?.url)) return <>{nodesToJSX({ nodes: node.children })}</>
      return typeof links.autolink === 'function' ? links.autolink(args) : null
    },
    // A number only means something in an ordered list: `value` on a bullet's <li> is invalid
    // HTML. Check lists keep Lexical's own rendering.
    listitem: (args) => {
      const { node, nodesToJSX, parent } = args
      const listType = (parent as { listType?: unknown }).listType
      if (listType === 'check' && typeof defaultConverters.listitem === 'function')
        return defaultConverters.listitem(args)
      const nested = node.children.some((child) => child.type === 'list')
      return (
        <li
          className={nested ? 'nestedListItem' : undefined}
          style={nested ? { listStyleType: 'none' } : undefined}
          value={listType === 'number' ? node.value : undefined}
        >
          {nodesToJSX({ nodes: node.children })}
        </li>
      )
    },
    heading: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const anchor = (node as { anchorId?: unknown }).anchorId
      if (node.tag === 'h2') {
        return (
          <h2 id={typeof anchor === 'string' ? anchor : undefined} className="scroll-mt-24">
            {children}
          </h2>
        )
      }
      return node.tag === 'h3' ? <h3>{children}</h3> : <h4>{children}</h4>
    },
    upload: ({ node }) => {
      const media = (node as { value?: unknown }).value as MediaValue | undefined
      if (!media || typeof media !== 'object' || !media.filename) return null
      return (
        <ServerImage
          src={`/api/media/file/${encodeURIComponent(media.filename)}`}
          alt={media.alt ?? ''}
          width={media.width ?? 800}
          height={media.height ?? 450}
          sizes="(min-width: 1024px) 720px, 100vw"
          className="h-auto w-full rounded-lg"
        />
      )
    },
    blocks: {
      Code: ({ node }) => {
        const { code } = node.fields as { code?: unknown }
        return (
          // Focusable so keyboard users can scroll a long line (axe: scrollable-region-focusable).
          <pre className="overflow-x-auto rounded-lg bg-(--muted) p-4 text-sm" tabIndex={0}>
            <code>{typeof code === 'string' ? code : ''}</code>
          </pre>
        )
      },
    },
  }
  return converters
}
