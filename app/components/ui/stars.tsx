/**
 * Five stars, the first `filled` of them solid, as one SVG (lucide's star outline) with one
 * path for the solid stars and one for the others: a rooms list or the home page shows eight
 * ratings, and forty separate icons were half of the elements the server rendered for the page.
 * Decorative: the caller gives the rating in words.
 */
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** A star is 24 units (16 px) wide, with 6 units (4 px) between two. */
const STEP = 30;

/**
 * The star moved `dx` units right. Its only absolute commands are moveto and lineto (M, L);
 * every other command is relative and moves with them.
 */
export function starAt(dx: number): string {
  return STAR.replace(/([ML])(-?[\d.]+)/g, (_match, command: string, x: string) => {
    return `${command}${Math.round((Number(x) + dx) * 1000) / 1000}`;
  });
}

/** The five stars' drawings, and the two paths for each number of solid stars. */
const STARS = [0, 1, 2, 3, 4].map((i) => starAt(i * STEP));
const PATHS = [0, 1, 2, 3, 4, 5].map((filled) => ({
  solid: STARS.slice(0, filled).join(""),
  outline: STARS.slice(filled).join(""),
}));

export function Stars({ filled, className = "" }: { filled: number; className?: string }) {
  const { solid, outline } = PATHS[Math.max(0, Math.min(5, Math.ceil(filled)))] ?? PATHS[0]!;
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
      {solid ? <path d={solid} fill="currentColor" /> : null}
      {outline ? <path d={outline} opacity={0.4} /> : null}
    </svg>
  );
}
