import { type ComponentProps, createElement } from "react";
import { BedDouble } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * A room photo that fails falls back to a default chosen by room name.
 * Only a name of the demo's room families has one; any other room falls back to a neutral
 * placeholder rather than another room's photo.
 */
export function defaultRoomImage(name: string): string | null {
  const lower = name.toLowerCase();
  const slug = lower.includes("super deluxe")
    ? "super-deluxe"
    : lower.includes("deluxe")
      ? "deluxe"
      : lower.includes("superior standard")
        ? "superior-standard"
        : lower.includes("superior mini") || lower.includes("single mini")
          ? "superior-mini"
          : null;
  return slug ? `/uploads/demo/room/${slug}/1.webp` : null;
}

/** The stored photos are 1600 px wide, with 480 and 960 px variants beside them. */
export const ROOM_IMAGE_WIDTH = 1600;
export const ROOM_IMAGE_HEIGHT = 1067;

/**
 * The fallback chain of a room photo: a relative path that fails is tried again
 * with the site's origin in front, then the default picture for the room's name.
 */
export function roomImageFallbacks(src: string | undefined, roomName: string): string[] {
  const chain: string[] = [];
  if (src && !/^[a-z]+:\/\//i.test(src) && typeof window !== "undefined") {
    chain.push(`${window.location.origin}${src.startsWith("/") ? "" : "/"}${src}`);
  }
  const fallback = defaultRoomImage(roomName);
  if (fallback) chain.push(fallback);
  return chain;
}

export function RoomImage({
  src,
  roomName,
  alt,
  sizes = "100vw",
  loading,
  pending = [],
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "srcSet" | "sizes"> & {
  src: string | undefined;
  roomName: string;
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
  // Object.assign rather than `{...props}` first in JSX (see ResponsiveImage).
  return createElement(
    ResponsiveImage,
    Object.assign({}, props, {
      src,
      alt,
      sizes,
      width: ROOM_IMAGE_WIDTH,
      height: ROOM_IMAGE_HEIGHT,
      // Callers that say nothing keep the browser's default (eager), as before.
      loading: loading ?? "eager",
      priority: props.fetchPriority === "high",
      fallbacks: roomImageFallbacks(src, roomName),
      variants: !pending.includes(src),
    }),
  );
}
