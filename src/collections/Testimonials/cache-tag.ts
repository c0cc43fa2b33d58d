/** Cache tag of the cached testimonial queries; testimonial changes expire it. */
export const TESTIMONIALS_TAG = 'testimonials'
