/**
 * A zlib-bomb PNG (tens of KB decoding to tens of megapixels) is refused
 * from its header, quickly and with a clear message; a real photo's density passes.
 */
import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inspectImage, loadSharp, MAX_PIXELS_PER_BYTE, UploadRejected } from "./uploads";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG of zeros: every row a filter byte and `width` zero pixels. */
function zeroPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("hostile images", () => {
  it("refuses a zlib bomb from its header, at once, saying why", { timeout: 20_000 }, async () => {
    const bomb = zeroPng(6000, 6000);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const started = performance.now();
    const refused = inspectImage("bomb.png", bomb);
    await expect(refused).rejects.toBeInstanceOf(UploadRejected);
    await expect(refused).rejects.toThrow(
      /bomb\.png is 6000 x 6000 pixels in only \d+ KB: it is not a photo/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("accepts a photo's density", { timeout: 20_000 }, async () => {
    const sharp = await loadSharp();
    // 1600 x 1300 of noise (above the 2 megapixels checked): few pixels per byte, as a photo.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1300,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect((1600 * 1300) / photo.byteLength).toBeLessThan(MAX_PIXELS_PER_BYTE);
    await expect(inspectImage("photo.jpg", photo)).resolves.toBeUndefined();
  });
});
