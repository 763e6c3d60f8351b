import type { ComponentProps } from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

/** The look of every text control (inputs, selects, text areas, the date trigger). */
export const CONTROL_CLASS =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60";

/** The id and aria props of the Field around a control, overridden by the control's own. */
export function useControlProps<P extends object>(props: P): P {
  const field = useFieldControl();
  if (!field) return props;
  const own = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return { ...field, ...own } as P;
}

/** A text input; inside a Field it is tied to the label, hint and error. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(CONTROL_CLASS, className)} {...useControlProps(props)} />;
}
