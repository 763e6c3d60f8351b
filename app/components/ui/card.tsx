import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

const PADDING = { none: "", sm: "p-4", md: "p-5", lg: "p-5 md:p-8" } as const;

/** The white, sand-ringed panel of forms, summaries and admin sections. */
export function cardClass({
  padding = "md",
  className,
}: {
  padding?: keyof typeof PADDING;
  className?: string;
} = {}): string {
  return cn("rounded-2xl bg-white ring-1 ring-sand-200", PADDING[padding], className);
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

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("font-display text-2xl text-ink", className)} {...props} />;
}

/** A card section named by its title (`id` is the title's, the section's label). */
export function TitledCard({
  id,
  title,
  padding,
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  id: string;
  title: ReactNode;
  padding?: keyof typeof PADDING;
}) {
  return (
    <section aria-labelledby={id} className={cardClass({ padding, className })} {...props}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </section>
  );
}
