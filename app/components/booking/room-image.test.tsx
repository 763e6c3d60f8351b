import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RoomImage, roomImageFallbacks } from "./room-image";

describe("a room without photos", () => {
  it("shows a neutral placeholder, never another room's photo", () => {
    const html = renderToString(<RoomImage src={undefined} alt="Garden Suite" />);
    expect(html).toContain('data-testid="room-placeholder"');
    expect(html).toContain('aria-label="Garden Suite"');
    expect(html).not.toContain("/uploads/demo/room/");
    // Decorative use: hidden from screen readers.
    const decorative = renderToString(<RoomImage src={undefined} alt="" />);
    expect(decorative).toContain('aria-hidden="true"');
  });

  it("falls back to no demo photo when a room's own photo fails", () => {
    // On the server (no window) the chain is empty: a failed photo becomes the neutral block.
    expect(roomImageFallbacks("/uploads/rooms/7/deluxe.webp")).toEqual([]);
  });
});
