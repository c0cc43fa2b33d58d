/** Cache tag of every cached query that shows uploaded images (their alt text can change). */
export const MEDIA_TAG = 'media'
