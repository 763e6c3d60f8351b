/**
 * The social feed's fallback chain in the browser:
 * the web feed first; the graph feed only when the web feed is empty or failed;
 * the stored posts only when both are empty or failed. Feeds stay fresh for
 * 15 minutes and are retried once; the checkpoint stays fresh for 1 minute and is
 * never retried. Answers are kept per page load in memory.
 */
import { CHECKPOINT_POST_ID, type CheckpointDto, type SocialPostDto } from "~core/social";

const FEED_STALE_MS = 15 * 60 * 1000;
const CHECKPOINT_STALE_MS = 60 * 1000;

const cache = new Map<string, { at: number; value: unknown }>();

/** A non-success answer is an error "status: body or status text". */
async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}

async function query<T>(url: string, staleMs: number, retries: number): Promise<T> {
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < staleMs) return hit.value as T;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const value = await getJson<T>(url);
      cache.set(url, { at: Date.now(), value });
      return value;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const asPosts = (value: unknown): SocialPostDto[] => (Array.isArray(value) ? value : []);

async function feed(url: string): Promise<SocialPostDto[] | null> {
  try {
    return asPosts(await query<unknown>(url, FEED_STALE_MS, 1));
  } catch {
    return null;
  }
}

export interface SocialFeedState {
  posts: SocialPostDto[];
  /** Where the posts came from (tests and diagnostics). */
  source: "graph" | "web" | "stored" | "none";
  /** Set when the verification-needed screen replaces the feed. */
  checkpointUrl: string | null;
}

/** Drops the checkpoint entry (it is a signal, not a post). */
const visible = (posts: SocialPostDto[] | null) =>
  (posts ?? []).filter((post) => post.id !== CHECKPOINT_POST_ID);

export async function loadSocialFeed(): Promise<SocialFeedState> {
  const checkpointCall = query<CheckpointDto>("/api/instagram/checkpoint", CHECKPOINT_STALE_MS, 0)
    .then((value) => value?.checkpoint_url ?? null)
    .catch(() => null);
  const web = await feed("/api/instagram/feed");
  const graph = visible(web).length === 0 ? await feed("/api/instagram/graph-feed") : null;
  const stored =
    visible(web).length === 0 && visible(graph).length === 0
      ? await feed("/api/social/posts")
      : null;
  const fromEntry =
    [...(web ?? []), ...(graph ?? [])].find((post) => post.id === CHECKPOINT_POST_ID)?.link ?? null;
  const checkpoint = (await checkpointCall) ?? fromEntry;
  const graphPosts = visible(graph);
  const state: SocialFeedState =
    graphPosts.length > 0
      ? { posts: graphPosts, source: "graph", checkpointUrl: null }
      : visible(web).length > 0
        ? { posts: visible(web), source: "web", checkpointUrl: null }
        : visible(stored).length > 0
          ? { posts: visible(stored), source: "stored", checkpointUrl: null }
          : { posts: [], source: "none", checkpointUrl: null };
  // A checkpoint URL and an empty graph feed show the verification screen.
  if (checkpoint && graphPosts.length === 0) state.checkpointUrl = checkpoint;
  return state;
}
