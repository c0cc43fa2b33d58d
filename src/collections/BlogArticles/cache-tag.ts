/** Cache tag of every cached blog query; articles, categories, tags and calls to action expire it. */
export const BLOG_TAG = 'blog'
