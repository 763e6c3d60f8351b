import { BedDouble } from "lucide-react";
import type { ComponentProps } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** The stored photos are 1600 px wide, with 480 and 960 px variants beside them. */
export const ROOM_IMAGE_WIDTH = 1600;
export const ROOM_IMAGE_HEIGHT = 1067;

/**
 * The fallback chain of a room photo: a relative path that fails is tried again with the
 * site's origin in front; then the neutral block of ResponsiveImage, never another room's
 * (or the demo hotel's) photo.
 */
export function roomImageFallbacks(src: string | undefined): string[] {
  const chain: string[] = [];
  if (src && !/^[a-z]+:\/\//i.test(src) && typeof window !== "undefined") {
    chain.push(`${window.location.origin}${src.startsWith("/") ? "" : "/"}${src}`);
  }
  return chain;
}

export function RoomImage({
  src,
  alt,
  sizes = "100vw",
  loading,
  pending = [],
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "srcSet" | "sizes"> & {
  src: string | undefined;
  /** "" when the photo only repeats what the text beside it says. */
  alt: string;
  sizes?: string;
  /** The room's photos whose narrower sizes are still being made (RoomTypeDto.imagesPending). */
  pending?: string[];
}) {
  if (!src) {
    // A room without photos (its last one deleted): a neutral placeholder, never another
    // room's picture.
    return (
      <span
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        data-testid="room-placeholder"
        className={`flex items-center justify-center bg-sand-200 text-ink-muted ${props.className ?? ""}`}
        style={{ aspectRatio: `${ROOM_IMAGE_WIDTH} / ${ROOM_IMAGE_HEIGHT}` }}
      >
        <BedDouble aria-hidden="true" className="size-12" />
      </span>
    );
  }
  return (
    <ResponsiveImage
      {...props}
      src={src}
      alt={alt}
      sizes={sizes}
      width={ROOM_IMAGE_WIDTH}
      height={ROOM_IMAGE_HEIGHT}
      // Callers that say nothing keep the browser's default (eager), as before.
      loading={loading ?? "eager"}
      priority={props.fetchPriority === "high"}
      fallbacks={roomImageFallbacks(src)}
      variants={!pending.includes(src)}
    />
  );
}
