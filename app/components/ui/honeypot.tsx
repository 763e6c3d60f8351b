import type { ComponentProps } from "react";

/**
 * A honeypot field of the public forms: hidden from people and screen readers, bots
 * fill it in, and the server then quietly stores nothing.
 */
export function Honeypot(props: ComponentProps<"input">) {
  return (
    <input
      type="text"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      className="absolute -start-[9999px] h-px w-px opacity-0"
      {...props}
    />
  );
}
