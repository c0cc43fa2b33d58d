import type { ArticleCategory } from '@/features/blog/article-view'

/**
 * The category as a label with a dot of its colour: the text keeps the page's own colours, so
 * contrast holds whatever colour the owner picks, in every theme.
 */
export function CategoryBadge({ category }: { category: ArticleCategory }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-(--border) px-3 py-1 text-sm font-semibold">
      <span
        aria-hidden="true"
        className="size-2.5 rounded-full"
        style={{ backgroundColor: category.color }}
      />
      {category.name}
    </span>
  )
}
