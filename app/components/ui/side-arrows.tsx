import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "./cn";

const LOOKS = {
  /** Over a dark full-screen viewer (gallery, printed menu). */
  dark: {
    button: "size-12 bg-ink/70 ring-1 ring-white/50 hover:bg-ink aria-disabled:opacity-30",
    icon: "size-6",
  },
  /** Over a photo in the page (room carousel). */
  light: {
    button: "size-11 bg-white/90 text-ink shadow hover:bg-white",
    icon: "size-5",
  },
} as const;

const SIDES = { dark: ["start-2", "end-2"], light: ["start-3", "end-3"] } as const;

/**
 * The previous and next buttons on the two sides of a picture; the chevrons turn in
 * right-to-left pages. `atStart` / `atEnd` mark a button aria-disabled where the
 * sequence stops instead of wrapping.
 */
export function SideArrows({
  look,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  atStart,
  atEnd,
}: {
  look: keyof typeof LOOKS;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  atStart?: boolean;
  atEnd?: boolean;
}) {
  const { button, icon } = LOOKS[look];
  const [start, end] = SIDES[look];
  const base =
    "absolute top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-full";
  const sides = [
    { side: start, Icon: ChevronLeft, onClick: onPrevious, label: previousLabel, stop: atStart },
    { side: end, Icon: ChevronRight, onClick: onNext, label: nextLabel, stop: atEnd },
  ];
  return sides.map(({ side, Icon, onClick, label, stop }) => (
    <button
      key={side}
      type="button"
      onClick={onClick}
      aria-disabled={stop}
      aria-label={label}
      className={cn(base, side, button)}
    >
      <Icon aria-hidden="true" className={cn(icon, "rtl:rotate-180")} />
    </button>
  ));
}
