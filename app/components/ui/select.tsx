import type { ComponentProps } from "react";
import { cn } from "./cn";
import { CONTROL_CLASS, useControlProps } from "./input";

/** A native select (keyboard, screen readers and phones' pickers for free). */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(CONTROL_CLASS, className)} {...useControlProps(props)} />;
}
