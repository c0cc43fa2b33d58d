import { ratingStars } from '@/features/testimonials/rating'

type Props = { rating: number; label: string; className?: string }

/**
 * Five stars for the eye, as characters (a drawn star is 600 bytes, written twice in the page);
 * screen readers get the sentence ("Note : 5 sur 5") instead.
 */
export function RatingStars({ rating, label, className = '' }: Props) {
  const stars = ratingStars(rating)
  const filled = stars.filter(Boolean).length
  return (
    <p className={`flex items-center ${className}`}>
      <span className="sr-only">{label}</span>
      <span aria-hidden className="text-base leading-none tracking-wider">
        <span className="text-amber-500">{'★'.repeat(filled)}</span>
        <span className="text-(--border)">{'★'.repeat(stars.length - filled)}</span>
      </span>
    </p>
  )
}
