/**
 * Five stars, the first `filled` of them solid, as one SVG (lucide's star outline). One
 * element per star instead of an SVG each: a rooms list or the home page shows eight ratings,
 * and forty separate icons were half of the elements the server rendered for the page.
 * Decorative: the caller gives the rating in words.
 */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** A star is 24 units (16 px) wide, with 6 units (4 px) between two. */
const STEP = 30;
const OFFSETS = [0, 1, 2, 3, 4].map((i) => i * STEP);

export function Stars({ filled, className = "" }: { filled: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${4 * STEP + 24} 24`}
      className={`h-4 w-24 rtl:-scale-x-100 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {OFFSETS.map((x, i) => (
        <path
          key={x}
          d={STAR}
          transform={x ? `translate(${x})` : undefined}
          {...(i < filled ? { fill: "currentColor" } : { opacity: 0.4 })}
        />
      ))}
    </svg>
  );
}
