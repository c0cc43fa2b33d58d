import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { codeBlock } from '@/fields/code-block'

/**
 * What an article body may contain: the elements the article page renders (section headings
 * feed the table of contents, so the title's h1 is not offered), images from `media` only, code
 * blocks, and links to the site's articles or to web addresses.
 */
export const blogEditorFeatures = [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnderlineFeature(),
  StrikethroughFeature(),
  InlineCodeFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({ enabledCollections: ['blog-articles'] }),
  BlockquoteFeature(),
  UploadFeature({ enabledCollections: ['media'] }),
  HorizontalRuleFeature(),
  BlocksFeature({ blocks: [codeBlock] }),
  InlineToolbarFeature(),
  FixedToolbarFeature(),
]
