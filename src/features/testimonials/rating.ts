/** One entry per star of five, true when filled: the picture of a whole-star rating. */
export function ratingStars(rating: number): boolean[] {
  const filled = Math.min(5, Math.max(0, Math.round(rating)))
  return Array.from({ length: 5 }, (_, index) => index < filled)
}
