import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** A list row's picture (when it has one) beside its title and details. */
export function RowSummary({
  image,
  imageClassName,
  centered = false,
  children,
}: {
  image: string | null | undefined;
  /** The picture's size and corners. */
  imageClassName: string;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 gap-3", centered && "items-center")}>
      {image ? (
        <img src={image} alt="" className={cn(imageClassName, "shrink-0 object-cover")} />
      ) : null}
      <div className="min-w-0 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}
