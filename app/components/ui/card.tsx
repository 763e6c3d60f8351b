import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

const PADDING = { none: "", sm: "p-4", md: "p-5", roomy: "p-6", lg: "p-5 md:p-8" } as const;

/** The panel's background, and the colour of its title. */
const TONES = {
  /** Forms, summaries and admin sections. */
  white: { panel: "bg-white ring-1 ring-sand-200", title: "text-ink" },
  /** Side notes beside a form (good to know). */
  sand: { panel: "bg-sand-50 ring-1 ring-sand-200", title: "text-ink" },
  /** A dark highlight band; its text is white. */
  ocean: { panel: "bg-ocean-900 text-white", title: "" },
} as const;

type Tone = keyof typeof TONES;

/** The rounded panel of forms, summaries and admin sections (white and sand-ringed unless `tone`). */
export function cardClass({
  padding = "md",
  tone = "white",
  className,
}: {
  padding?: keyof typeof PADDING;
  tone?: Tone;
  className?: string;
} = {}): string {
  return cn("rounded-2xl", TONES[tone].panel, PADDING[padding], className);
}

export function Card({
  padding,
  className,
  ...props
}: ComponentProps<"div"> & { padding?: keyof typeof PADDING }) {
  return <div className={cardClass({ padding, className })} {...props} />;
}

/** A card as a section of a page (its own landmark when labelled). */
export function CardSection({
  padding,
  className,
  ...props
}: ComponentProps<"section"> & { padding?: keyof typeof PADDING }) {
  return <section className={cardClass({ padding, className })} {...props} />;
}

export function CardTitle({
  tone = "white",
  className,
  ...props
}: ComponentProps<"h2"> & { tone?: Tone }) {
  return <h2 className={cn("font-display text-2xl", TONES[tone].title, className)} {...props} />;
}

/** A section named by its `h2` title (`id` is the title's, the section's label). */
export function TitledSection({
  id,
  title,
  tone,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & { id: string; title: ReactNode; tone?: Tone }) {
  return (
    <section aria-labelledby={id} {...props}>
      <CardTitle id={id} tone={tone}>
        {title}
      </CardTitle>
      {children}
    </section>
  );
}

/** A card section named by its title (`id` is the title's, the section's label). */
export function TitledCard({
  padding,
  tone,
  className,
  ...props
}: ComponentProps<typeof TitledSection> & { padding?: keyof typeof PADDING }) {
  return (
    <TitledSection tone={tone} className={cardClass({ padding, tone, className })} {...props} />
  );
}
