/**
 * Single images for content that keeps an image address in its row (testimonial
 * photos, social posts, package pictures, restaurant and dish images). The
 * admin page uploads first, then saves the item with the returned address.
 */
import type { AppServices } from "../../../context";
import { AppError } from "../../../errors";
import type { StoredImage } from "../../platform/uploads";
import { type IncomingFile, storeImageBatch } from "./common";

export const MEDIA_FOLDERS = [
  "testimonials",
  "social",
  "packages",
  "restaurants",
  "dishes",
] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

export function isMediaFolder(value: unknown): value is MediaFolder {
  return typeof value === "string" && (MEDIA_FOLDERS as readonly string[]).includes(value);
}

export async function uploadMedia(
  services: Pick<AppServices, "db" | "env">,
  folder: string,
  files: IncomingFile[],
): Promise<StoredImage[]> {
  if (!isMediaFolder(folder)) {
    throw new AppError("validation", `Unknown folder: use one of ${MEDIA_FOLDERS.join(", ")}.`, {
      folder: "Unknown folder",
    });
  }
  return storeImageBatch(services, folder, files);
}
