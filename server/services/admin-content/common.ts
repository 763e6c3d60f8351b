/** Helpers the content services share: image batches and list orders. */
import type { AppServices } from "../../context";
import { AppError } from "../../errors";
import {
  inspectImage,
  MAX_FILES_PER_UPLOAD,
  removeStoredImage,
  type StoredImage,
  storeImage,
  UploadRejected,
} from "../uploads";

export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks every file first (one bad file refuses the batch and nothing is
 * stored), then re-encodes each into DATA_DIR/uploads/<folder>/.
 */
export async function storeImageBatch(
  services: Pick<AppServices, "env">,
  folder: string,
  files: IncomingFile[],
  max = MAX_FILES_PER_UPLOAD,
): Promise<StoredImage[]> {
  if (files.length === 0) throw new AppError("validation", "Choose at least one image.");
  if (files.length > max) {
    throw new AppError("validation", `Upload at most ${max} images at a time.`);
  }
  try {
    for (const file of files) await inspectImage(file.name, file.bytes);
  } catch (error) {
    if (error instanceof UploadRejected) throw new AppError("validation", error.message);
    throw error;
  }
  const stored: StoredImage[] = [];
  try {
    for (const file of files)
      stored.push(await storeImage(services.env.dataDir, folder, file.bytes));
  } catch (error) {
    await removeImages(
      services,
      stored.map((image) => image.src),
    );
    throw error;
  }
  return stored;
}

/** Removes uploaded files (demo illustrations are shared and never removed). */
export async function removeImages(
  services: Pick<AppServices, "env">,
  sources: (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    sources
      .filter((src): src is string => typeof src === "string")
      .map((src) => removeStoredImage(services.env.dataDir, src)),
  );
}

/** Refuses an order that is not exactly the current ids, each once. */
export function assertSameIds(current: number[], wanted: number[]): void {
  const a = [...current].sort((x, y) => x - y);
  const b = [...wanted].sort((x, y) => x - y);
  if (a.length !== b.length || a.some((value, index) => value !== b[index])) {
    throw new AppError("validation", "The new order must list every item exactly once.", {
      ids: "The list changed meanwhile: reload the page and try again.",
    });
  }
}

/**
 * Sort keys for a list in a new order, reusing the keys the list already has
 * (so a category keeps its place among the others in a shared order) and making
 * them strictly increasing.
 */
export function orderKeys(existing: number[]): number[] {
  const keys = [...existing].sort((x, y) => x - y);
  for (let i = 1; i < keys.length; i++) {
    if ((keys[i] as number) <= (keys[i - 1] as number)) keys[i] = (keys[i - 1] as number) + 1;
  }
  return keys;
}
