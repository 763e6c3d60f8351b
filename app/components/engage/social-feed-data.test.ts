import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialPostDto } from "~core/social";

const post = (id: string): SocialPostDto => ({
  id,
  image: `https://cdn.example/${id}.jpg`,
  caption: id,
  link: null,
  timestamp: "2026-11-01T00:00:00Z",
  likes: 0,
});

type Answer = { status: number; body: unknown };

/** Installs a fetch that answers each API path as told and records the calls. */
function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const entry = answers[url];
      const answer = Array.isArray(entry) ? (entry.shift() ?? entry.at(-1)) : entry;
      const { status, body } = answer ?? { status: 404, body: "" };
      return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

// A fresh module per test: its cache lives as long as a page.
async function load() {
  vi.resetModules();
  return (await import("./social-feed-data")).loadSocialFeed();
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

const none = { status: 200, body: { checkpoint_url: null } };

describe("the social feed's fallback chain", () => {
  it("uses the web feed and asks no other source when it has posts", async () => {
    const calls = fakeApi({
      "/api/instagram/feed": { status: 200, body: [post("w1")] },
      "/api/instagram/checkpoint": none,
    });
    expect(await load()).toEqual({ posts: [post("w1")], source: "web", checkpointUrl: null });
    expect(calls).not.toContain("/api/instagram/graph-feed");
    expect(calls).not.toContain("/api/social/posts");
  });

  it("retries a failed feed once, then falls back graph to stored", async () => {
    const calls = fakeApi({
      "/api/instagram/feed": { status: 200, body: [] },
      "/api/instagram/graph-feed": { status: 500, body: "boom" },
      "/api/social/posts": { status: 200, body: [post("s1"), post("s2")] },
      "/api/instagram/checkpoint": none,
    });
    const state = await load();
    expect(state.source).toBe("stored");
    expect(state.posts.map((p) => p.id)).toEqual(["s1", "s2"]);
    expect(calls.filter((c) => c === "/api/instagram/graph-feed")).toHaveLength(2);
  });

  it("prefers the graph feed and drops a checkpoint entry", async () => {
    fakeApi({
      "/api/instagram/feed": { status: 200, body: [post("checkpoint")] },
      "/api/instagram/graph-feed": { status: 200, body: [post("g1"), post("checkpoint")] },
      "/api/instagram/checkpoint": none,
    });
    expect(await load()).toEqual({ posts: [post("g1")], source: "graph", checkpointUrl: null });
  });

  it("shows the verification screen when a checkpoint exists and the graph feed is empty", async () => {
    const calls = fakeApi({
      "/api/instagram/feed": { status: 500, body: "" },
      "/api/instagram/graph-feed": { status: 200, body: [] },
      "/api/social/posts": { status: 200, body: [post("s1")] },
      "/api/instagram/checkpoint": {
        status: 200,
        body: { checkpoint_url: "https://www.instagram.com/challenge/1/x/" },
      },
    });
    const state = await load();
    expect(state.checkpointUrl).toBe("https://www.instagram.com/challenge/1/x/");
    // The checkpoint call is never retried.
    expect(calls.filter((c) => c === "/api/instagram/checkpoint")).toHaveLength(1);
  });

  it("takes the checkpoint from a feed entry when the checkpoint call has none", async () => {
    fakeApi({
      "/api/instagram/feed": {
        status: 200,
        body: [{ ...post("checkpoint"), link: "https://i.instagram.com/challenge/2/y/" }],
      },
      "/api/instagram/graph-feed": { status: 200, body: [] },
      "/api/social/posts": { status: 200, body: [] },
      "/api/instagram/checkpoint": { status: 500, body: "" },
    });
    expect((await load()).checkpointUrl).toBe("https://i.instagram.com/challenge/2/y/");
  });
});
