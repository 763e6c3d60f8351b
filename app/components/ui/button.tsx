import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

const BASE =
  "inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const VARIANTS = {
  /** The main action of a screen: ocean. */
  primary: "bg-ocean-700 text-white hover:bg-ocean-800",
  /** "Book now" and paying: coral, used sparingly. */
  accent: "bg-coral-700 text-white hover:bg-coral-600",
  /** A second action beside a primary one: ocean outline. */
  secondary: "border border-ocean-700 text-ocean-700 hover:bg-ocean-50",
  /** A white button on a dark picture or panel. */
  light: "bg-white text-ocean-800 hover:bg-ocean-50",
  /** Toolbars and icon buttons. */
  ghost: "text-ink hover:bg-sand-100",
  /** Deleting, cancelling a booking. */
  danger: "bg-danger text-white hover:opacity-90",
  /** A destructive action beside others (remove an image, delete a row). */
  "danger-outline": "border border-danger text-danger hover:bg-danger/5",
  /** A destructive icon or text button in a list. */
  "danger-ghost": "text-danger hover:bg-coral-500/10",
  /** Looks like a link, keeps a button's touch target. */
  link: "text-ocean-700 underline-offset-4 hover:underline",
} as const;

const SIZES = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-5",
  lg: "min-h-12 px-6",
  icon: "size-11",
  /** No padding: links in running text or a row of text actions. */
  inline: "min-h-11",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fully rounded (filters, chips) instead of the usual 8 px corners. */
  pill?: boolean;
  className?: string;
}

/** The classes of a button, for elements that must look like one (a label around a file input). */
export function buttonClass({
  variant = "primary",
  size = variant === "link" ? "inline" : "md",
  pill = false,
  className,
}: ButtonStyle = {}): string {
  return cn(BASE, pill ? "rounded-full" : "rounded-lg", VARIANTS[variant], SIZES[size], className);
}

export type ButtonProps = Omit<ComponentProps<"button">, "className"> & ButtonStyle;

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, pill, className, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, pill, className })} {...props} />
  );
}

export type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "className"> & ButtonStyle;

/** A React Router link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, pill, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, pill, className })} {...props} />;
}

export type ButtonAnchorProps = Omit<ComponentProps<"a">, "className"> & ButtonStyle;

/** A plain anchor that looks like a button (downloads, tel:, mailto:, other sites, full reloads). */
export function ButtonAnchor({ variant, size, pill, className, ...props }: ButtonAnchorProps) {
  return <a className={buttonClass({ variant, size, pill, className })} {...props} />;
}

/**
 * A file picker that looks like a secondary button: a label (showing keyboard focus)
 * around a visually hidden file input; `children` is the label's icon and text.
 */
export function FileButton({
  id,
  children,
  ...props
}: Omit<ComponentProps<"input">, "type" | "className"> & { id: string }) {
  return (
    <label
      htmlFor={id}
      className={buttonClass({
        variant: "secondary",
        className:
          "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700",
      })}
    >
      {children}
      <input id={id} type="file" className="sr-only" {...props} />
    </label>
  );
}
