import { ratingStars } from '@/features/testimonials/rating'

// Lucide's star outline, filled here: a rating reads at a glance only as solid shapes.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'

type Props = { rating: number; label: string; className?: string }

/** Five stars drawn for the eye; screen readers get the sentence ("Note : 5 sur 5") instead. */
export function RatingStars({ rating, label, className = '' }: Props) {
  return (
    <p className={`flex items-center gap-0.5 ${className}`}>
      <span className="sr-only">{label}</span>
      {ratingStars(rating).map((filled, index) => (
        <svg
          key={index}
          aria-hidden
          viewBox="0 0 24 24"
          className={`size-4 ${filled ? 'fill-amber-500 text-amber-500' : 'fill-none text-(--border)'}`}
          stroke="currentColor"
          strokeWidth={1.5}
        >
          <path d={STAR} />
        </svg>
      ))}
    </p>
  )
}
