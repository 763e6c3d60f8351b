import type { ComponentProps } from "react";
import { cn } from "./cn";
import { CONTROL_CLASS, useControlProps } from "./input";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea rows={rows} className={cn(CONTROL_CLASS, className)} {...useControlProps(props)} />
  );
}
