/**
 * What every report chart shares: a figure with its caption, an SVG drawn at the width of
 * its box, and the colours of the site's palette (Tailwind classes, so no inline style and
 * nothing the Content-Security-Policy would refuse). Charts are drawn by visx as plain SVG
 * on the server; in the browser they are drawn again at the box's measured width, so text
 * keeps its size on a phone. Each chart names a table that gives its figures in words.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";

/** The width the server draws at; the browser measures its own. */
export const SERVER_WIDTH = 640;

/** Colour classes of the palette, in the order series use them. */
export const SERIES = [
  { fill: "fill-ocean-700", stroke: "stroke-ocean-700", swatch: "bg-ocean-700" },
  { fill: "fill-coral-600", stroke: "stroke-coral-600", swatch: "bg-coral-600" },
  { fill: "fill-palm-600", stroke: "stroke-palm-600", swatch: "bg-palm-600" },
] as const;

export const AXIS_TEXT = "fill-ink-muted text-xs";
export const GRID_LINE = "stroke-sand-200";

/** The width of an element, measured once hydrated and on every resize. */
export function useBoxWidth(initial = SERVER_WIDTH) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(Math.max(240, Math.floor(box.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** "KSh 1.2M", "KSh 450k", "KSh 900": a compact amount for an axis. */
export function compactKsh(amount: number): string {
  if (Math.abs(amount) >= 1_000_000) return `KSh ${trim(amount / 1_000_000)}M`;
  if (Math.abs(amount) >= 1_000) return `KSh ${trim(amount / 1_000)}k`;
  return `KSh ${amount}`;
}
const trim = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A chart and its caption. `summary` is the chart's accessible name (what it shows and
 * where its figures are written out); the SVG inside is drawn by `children(width)`.
 */
export function ChartFigure({
  id,
  caption,
  summary,
  height,
  children,
  after,
}: {
  id: string;
  caption: string;
  summary: string;
  height: number;
  children: (width: number) => ReactNode;
  after?: ReactNode;
}) {
  const { ref, width } = useBoxWidth();
  return (
    <figure aria-labelledby={`${id}-caption`} className="mt-4">
      <figcaption id={`${id}-caption`} className="font-semibold text-ink">
        {caption}
      </figcaption>
      <div ref={ref} className="mt-2 w-full">
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          className="block h-auto max-w-full overflow-visible"
        >
          {children(width)}
        </svg>
      </div>
      {after}
    </figure>
  );
}
