/**
 * The safe image pipeline for staff uploads (room photos now, gallery and menus
 * later): the content decides the type (sharp reads the header; the name and the
 * declared type are ignored), size and pixel limits refuse bombs, and every
 * accepted image is re-encoded (metadata stripped, orientation applied) into WebP
 * and AVIF at full size and 480/960 px, under names the server chooses.
 */
import { randomBytes } from "node:crypto";
import type Sharp from "sharp";
import { IMAGE_VARIANT_WIDTHS } from "~core/images";
import { AppError } from "../../errors";
import { type FileStore, isStoredPath } from "./file-store";

/**
 * sharp, loaded on the first image rather than at start: libvips adds about 20 MB to the
 * resident memory of a process that may never see an upload (a page-serving host).
 */
let sharpLoaded: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import("sharp").then((module) => module.default);
  return sharpLoaded;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The upload success message, with the plural the count needs. */
export const uploadedMessage = (count: number) =>
  `${count} ${count === 1 ? "image" : "images"} uploaded successfully.`;

export const MAX_FILES_PER_UPLOAD = 8;
/** 40 megapixels: any real photo fits; a 20000 x 20000 "image" does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * A compression bomb is a few kilobytes that decode to tens of megapixels (a PNG of one
 * colour): an image above BOMB_MIN_PIXELS may not have more than this many pixels per
 * byte of file. Photos have under 10, screenshots and scanned menus well under 100.
 */
export const MAX_PIXELS_PER_BYTE = 100;
const BOMB_MIN_PIXELS = 2_000_000;
/** Longest one image's decoding and re-encoding may take (sharp's timeout, per output). */
export const DECODE_SECONDS = 10;
/** Stored images are at most this wide (a full-screen photo on a large display). */
export const MAX_STORED_WIDTH = 1920;
const ACCEPTED = new Set(["jpeg", "png", "gif", "webp"]);

export class UploadRejected extends Error {}

export interface StoredImage {
  /** Public URL of the full-size WebP ("/uploads/rooms/3/ab12….webp"). */
  src: string;
  width: number;
  height: number;
}

/** Checks one file before any decoding: size, real type by content, pixel count. */
export async function inspectImage(name: string, bytes: Uint8Array): Promise<void> {
  const label = name.slice(0, 80) || "The file";
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new UploadRejected(`${label} is larger than 10 MB.`);
  }
  let format: string | undefined;
  let width = 0;
  let height = 0;
  const sharp = await loadSharp();
  try {
    // The header only: the pixel count is checked below, with a message that says so.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new UploadRejected(`${label} is not an image (JPEG, PNG, GIF or WebP).`);
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new UploadRejected(`${label} is not a JPEG, PNG, GIF or WebP image.`);
  }
  if (width * height > MAX_INPUT_PIXELS || width === 0 || height === 0) {
    throw new UploadRejected(
      `${label} is ${width} x ${height} pixels: images may have at most 40 megapixels.`,
    );
  }
  const pixels = width * height;
  if (pixels > BOMB_MIN_PIXELS && pixels > bytes.byteLength * MAX_PIXELS_PER_BYTE) {
    throw new UploadRejected(
      `${label} is ${width} x ${height} pixels in only ${Math.ceil(bytes.byteLength / 1024)} KB: it is not a photo (a compression bomb?). Upload a real photo.`,
    );
  }
}

/**
 * Checks every file of one upload before any is stored; when some are refused, one
 * message names each refused file once, with its reason ("2 of 3 files were refused …").
 */
export async function inspectImages(files: { name: string; bytes: Uint8Array }[]): Promise<void> {
  const reasons: string[] = [];
  let refused = 0;
  for (const file of files) {
    try {
      await inspectImage(file.name, file.bytes);
    } catch (error) {
      if (!(error instanceof UploadRejected)) throw error;
      refused++;
      // Two files of one name and one fault say it once.
      if (!reasons.includes(error.message)) reasons.push(error.message);
    }
  }
  if (refused === 0) return;
  if (files.length === 1) throw new UploadRejected(reasons.join(" "));
  throw new UploadRejected(
    `${refused} of ${files.length} files ${refused === 1 ? "was" : "were"} refused, so nothing was uploaded: ${reasons.join(" ")}`,
  );
}

/**
 * Re-encodes an inspected image into `<folder>/` of the file store (DATA_DIR/uploads,
 * and the database with DATABASE_URL) and returns its public URL. Files are written
 * under a random name; nothing of the client's name is kept.
 */
export async function storeImage(
  store: FileStore,
  folder: string,
  bytes: Uint8Array,
  /** A name fixed by the caller (24 hex digits): a retried upload writes the same files. */
  fixedName?: string,
  /**
   * "later": only the full-size WebP is written (what the page shows at once); the AVIF
   * and the narrower variants are made afterwards by `storeImageVariants` (a job).
   */
  variants: "now" | "later" = "now",
): Promise<StoredImage> {
  const name = fixedName ?? randomBytes(12).toString("hex");
  const sharp = await loadSharp();
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .timeout({ seconds: DECODE_SECONDS })
    .rotate()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true });
  const written: string[] = [];
  const { data: webp, info } = await base
    .clone()
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(tooSlow);
  try {
    const write = async (file: string, data: Buffer) => {
      await store.put(`${folder}/${file}`, data);
      written.push(`${folder}/${file}`);
    };
    await write(`${name}.webp`, webp);
    if (variants === "later") {
      return { src: `/uploads/${folder}/${name}.webp`, width: info.width, height: info.height };
    }
    await write(`${name}.avif`, await base.clone().avif({ quality: 55 }).toBuffer());
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = base.clone().resize({ width, withoutEnlargement: true });
      await write(`${name}-${width}w.webp`, await variant.clone().webp({ quality: 78 }).toBuffer());
      await write(`${name}-${width}w.avif`, await variant.clone().avif({ quality: 52 }).toBuffer());
    }
  } catch (error) {
    await store.delete(written);
    return tooSlow(error);
  }
  return { src: `/uploads/${folder}/${name}.webp`, width: info.width, height: info.height };
}

/**
 * Makes the AVIF and the 480/960 px variants of an image stored with `variants: "later"`,
 * from its full-size WebP (already rotated, stripped and at most MAX_STORED_WIDTH wide).
 * Every width is written, never enlarged: a picture narrower than 960 px gets a 960w file
 * of its own size, so a page that does not know a picture's width (a package card) can
 * still name every variant in its srcset. A file already written by an earlier, interrupted run is kept, so a retry finishes the set.
 * Returns false when the image is gone (deleted meanwhile): nothing to do.
 */
export async function storeImageVariants(store: FileStore, src: string): Promise<boolean> {
  const match = /^\/uploads\/([\w/-]+)\/([0-9a-f]{24})\.webp$/.exec(src);
  if (!match) throw new Error(`Not a stored image: ${src.slice(0, 120)}`);
  const [, folder, name] = match;
  const full = await store.get(`${folder}/${name}.webp`);
  if (!full) return false;
  const sharp = await loadSharp();
  const base = sharp(full.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).timeout({
    seconds: DECODE_SECONDS * 3,
  });
  const write = async (file: string, data: () => Promise<Buffer>) => {
    try {
      await store.put(`${folder}/${file}`, await data());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  };
  await write(`${name}.avif`, () => base.clone().avif({ quality: 55 }).toBuffer());
  for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
    const variant = base.clone().resize({ width: variantWidth, withoutEnlargement: true });
    await write(`${name}-${variantWidth}w.webp`, () =>
      variant.clone().webp({ quality: 78 }).toBuffer(),
    );
    await write(`${name}-${variantWidth}w.avif`, () =>
      variant.clone().avif({ quality: 52 }).toBuffer(),
    );
  }
  return true;
}

/** sharp's timeout (DECODE_SECONDS) as a refusal the staff can read; other errors as they are. */
function tooSlow(error: unknown): never {
  if (error instanceof Error && /timeout/i.test(error.message)) {
    throw new AppError(
      "validation",
      `An image took longer than ${DECODE_SECONDS} seconds to read: it is not a usable photo.`,
    );
  }
  throw error;
}

/** Removes an uploaded image and its variants (demo illustrations are shared: kept). */
export async function removeStoredImage(store: FileStore, src: string): Promise<void> {
  const match = /^\/uploads\/((?!demo\/)[\w/-]+)\/([0-9a-f]{24})\.webp$/.exec(src);
  if (!match) return;
  const [, folder, name] = match;
  const files = [`${name}.webp`, `${name}.avif`];
  for (const width of IMAGE_VARIANT_WIDTHS)
    files.push(`${name}-${width}w.webp`, `${name}-${width}w.avif`);
  const paths = files.map((file) => `${folder}/${file}`);
  if (paths.every(isStoredPath)) await store.delete(paths);
}
