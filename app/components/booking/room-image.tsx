import { type ComponentProps, useState } from "react";
import { srcSetFor } from "../../../core/images";

/** Spec 000 section 8: a room photo that fails falls back to a default chosen by room name. */
export function defaultRoomImage(name: string): string {
  const lower = name.toLowerCase();
  const slug = lower.includes("super deluxe")
    ? "super-deluxe"
    : lower.includes("deluxe")
      ? "deluxe"
      : lower.includes("superior standard")
        ? "superior-standard"
        : "superior-mini";
  return `/uploads/demo/room/${slug}/1.webp`;
}

/** The stored photos are 1600 px wide, with 480 and 960 px variants beside them. */
export const ROOM_IMAGE_WIDTH = 1600;
export const ROOM_IMAGE_HEIGHT = 1067;

export function RoomImage({
  src,
  roomName,
  alt,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt"> & {
  src: string | undefined;
  roomName: string;
  /** "" when the photo only repeats what the text beside it says. */
  alt: string;
}) {
  const fallback = defaultRoomImage(roomName);
  const [current, setCurrent] = useState(src ?? fallback);
  const failedOver = current !== src;
  return (
    <img
      {...props}
      alt={alt}
      src={current}
      srcSet={failedOver ? undefined : srcSetFor(current, ROOM_IMAGE_WIDTH)}
      width={ROOM_IMAGE_WIDTH}
      height={ROOM_IMAGE_HEIGHT}
      onError={() => {
        if (current !== fallback) setCurrent(fallback);
      }}
    />
  );
}
