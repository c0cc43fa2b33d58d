/** Cache tag of the SEO records read by public pages; the collection's hooks expire it. */
export const SEO_CACHE_TAG = 'seo-pages'
