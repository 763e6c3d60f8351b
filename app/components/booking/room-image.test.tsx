import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultRoomImage, RoomImage } from "./room-image";

describe("a room without photos", () => {
  it("shows a neutral placeholder, never another room's photo", () => {
    const html = renderToString(
      <RoomImage src={undefined} roomName="Garden Suite" alt="Garden Suite" />,
    );
    expect(html).toContain('data-testid="room-placeholder"');
    expect(html).toContain('aria-label="Garden Suite"');
    expect(html).not.toContain("/uploads/demo/room/");
    // Decorative use: hidden from screen readers.
    const decorative = renderToString(<RoomImage src={undefined} roomName="Garden Suite" alt="" />);
    expect(decorative).toContain('aria-hidden="true"');
  });

  it("keeps the fallback by name for the demo's own room families only", () => {
    expect(defaultRoomImage("Deluxe Ocean View")).toBe("/uploads/demo/room/deluxe/1.webp");
    expect(defaultRoomImage("Single Mini")).toBe("/uploads/demo/room/superior-mini/1.webp");
    expect(defaultRoomImage("Garden Suite")).toBeNull();
  });
});
