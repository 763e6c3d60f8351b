/** Social feed shapes and display rules. */

/** One post as every feed endpoint returns it. */
export interface SocialPostDto {
  id: string;
  image: string;
  caption: string;
  /** Public post URL; null when the source gave none. */
  link: string | null;
  /** ISO 8601. */
  timestamp: string;
  likes: number;
}

export interface CheckpointDto {
  checkpoint_url: string | null;
}

/** The post id feed-widget services use for "verification needed" (never shown as a post). */
export const CHECKPOINT_POST_ID = "checkpoint";

export const CAPTION_LIMIT = 60;

/** A caption cut at 60 characters with an ellipsis. */
export function truncateCaption(caption: string, limit = CAPTION_LIMIT): string {
  const chars = Array.from(caption.trim());
  return chars.length > limit ? `${chars.slice(0, limit).join("").trimEnd()}…` : chars.join("");
}

/** A checkpoint URL over 100 characters shows its first 50 and last 50. */
export function shortenUrl(url: string): string {
  return url.length > 100 ? `${url.slice(0, 50)}…${url.slice(-50)}` : url;
}

/**
 * The four local images a failed feed image falls back to: neutral pictures shipped with
 * the code (public/fallback), present on every hotel's site, demo data or not.
 */
export const SOCIAL_FALLBACK_IMAGES = [1, 2, 3, 4].map((n) => `/fallback/picture-${n}.svg`);

/** A fallback image other than the one that just failed (random among the other three). */
export function nextFallbackImage(failed: string, random = Math.random): string {
  const choices = SOCIAL_FALLBACK_IMAGES.filter((src) => !failed.endsWith(src));
  return choices[Math.floor(random() * choices.length)] ?? SOCIAL_FALLBACK_IMAGES[0]!;
}
