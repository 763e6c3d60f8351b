/**
 * The social feed sources against a fake Instagram API and a fake feed-widget
 * service on loopback ports: the real HTTP client code runs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SocialPostDto } from "~core/social";
import { appMeta } from "~server/db/schema";
import { clearGraphCache } from "~server/services/content/social";
import { createTestApp, type TestApp } from "../helpers/test-app";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let t: TestApp;
let fake: Server;
let baseUrl: string;
let handler: Handler = (_req, res) => res.end("{}");
const hits: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  fake = createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
  await t?.close();
});
beforeEach(async () => {
  hits.length = 0;
  clearGraphCache(t.services.db);
  t.services.env = {
    ...t.services.env,
    socialFeedUrl: undefined,
    instagramAccessToken: undefined,
    instagramApiUrl: baseUrl,
  };
  await t.database.db.delete(appMeta).where(eq(appMeta.key, "social:checkpoint_url"));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const get = async <T>(path: string) => (await t.getJson(path)).body as T;

const MEDIA = {
  data: [
    {
      id: "17900000000000001",
      caption: "Sunrise over the pool at Pwani Bay, before the first swimmers arrive for the day",
      media_type: "IMAGE",
      media_url: "https://cdn.example/1.jpg",
      permalink: "https://www.instagram.com/p/AAA/",
      timestamp: "2026-10-03T04:12:00+0000",
      like_count: 12,
    },
    {
      id: "17900000000000002",
      caption: "A reel from the kitchen",
      media_type: "VIDEO",
      media_url: "https://cdn.example/2.mp4",
      thumbnail_url: "https://cdn.example/2.jpg",
      permalink: "https://www.instagram.com/p/BBB/",
      timestamp: "2026-10-04T04:12:00+0000",
    },
  ],
  paging: { cursors: { before: "a", after: "b" } },
};

describe("unconfigured sources", () => {
  it("answer empty lists and no checkpoint, and the stored posts come from the seed", async () => {
    expect(await get("/api/instagram/feed")).toEqual([]);
    expect(await get("/api/instagram/graph-feed")).toEqual([]);
    expect(await get("/api/instagram/checkpoint")).toEqual({ checkpoint_url: null });
    const stored = await get<SocialPostDto[]>("/api/social/posts");
    expect(stored.length).toBe(6);
    expect(stored[0]).toMatchObject({ id: expect.stringMatching(/^stored-/), likes: 0 });
    expect(stored.some((post) => post.link === null)).toBe(true);
    expect(hits).toEqual([]);
  });
});

describe("GET /api/instagram/graph-feed", () => {
  it("reads /me/media with the token, maps the fields and caches for 15 minutes", async () => {
    t.services.env.instagramAccessToken = "IGAA-test-token";
    handler = (req, res) => {
      const url = new URL(req.url ?? "", baseUrl);
      if (
        url.pathname !== "/me/media" ||
        url.searchParams.get("access_token") !== "IGAA-test-token"
      )
        return json(res, 400, { error: { code: 190, message: "Invalid OAuth access token" } });
      expect(url.searchParams.get("fields")).toContain("like_count");
      json(res, 200, MEDIA);
    };
    const posts = await get<SocialPostDto[]>("/api/instagram/graph-feed");
    expect(posts).toEqual([
      {
        id: "17900000000000001",
        image: "https://cdn.example/1.jpg",
        caption: MEDIA.data[0]!.caption,
        link: "https://www.instagram.com/p/AAA/",
        timestamp: "2026-10-03T04:12:00.000Z",
        likes: 12,
      },
      {
        id: "17900000000000002",
        image: "https://cdn.example/2.jpg",
        caption: "A reel from the kitchen",
        link: "https://www.instagram.com/p/BBB/",
        timestamp: "2026-10-04T04:12:00.000Z",
        likes: 0,
      },
    ]);
    await get("/api/instagram/graph-feed");
    expect(hits.length).toBe(1);
  });

  it("turns a server error into an empty list, and the stored posts remain", async () => {
    t.services.env.instagramAccessToken = "IGAA-test-token";
    handler = (_req, res) => json(res, 500, { error: { message: "boom" } });
    expect(await get("/api/instagram/graph-feed")).toEqual([]);
    expect((await get<SocialPostDto[]>("/api/social/posts")).length).toBeGreaterThan(0);
  });

  it("gives up on a source that does not answer within a few seconds", async () => {
    t.services.env.instagramAccessToken = "IGAA-test-token";
    handler = () => {
      // Never answers.
    };
    const started = Date.now();
    expect(await get("/api/instagram/graph-feed")).toEqual([]);
    expect(Date.now() - started).toBeLessThan(6000);
  }, 10_000);

  it("records a checkpoint a source reports, made absolute", async () => {
    t.services.env.instagramAccessToken = "IGAA-test-token";
    handler = (_req, res) =>
      json(res, 400, {
        message: "checkpoint_required",
        checkpoint_url: "/challenge/123456/abcdef/",
        status: "fail",
      });
    expect(await get("/api/instagram/graph-feed")).toEqual([]);
    expect(await get("/api/instagram/checkpoint")).toEqual({
      checkpoint_url: "https://www.instagram.com/challenge/123456/abcdef/",
    });
  });
});

describe("GET /api/instagram/feed", () => {
  it("reads a JSON feed and keeps its checkpoint entry for the browser", async () => {
    t.services.env.socialFeedUrl = `${baseUrl}/feed.json`;
    handler = (_req, res) =>
      json(res, 200, {
        items: [
          { id: "checkpoint", link: "https://i.instagram.com/challenge/9/x/" },
          {
            id: "w1",
            image: "https://cdn.example/w1.jpg",
            caption: "Pergola lights",
            link: "javascript:alert(1)",
            timestamp: "2026-11-01T10:00:00Z",
            likes: 5,
          },
        ],
      });
    const posts = await get<SocialPostDto[]>("/api/instagram/feed");
    expect(posts.map((post) => post.id)).toEqual(["checkpoint", "w1"]);
    // Only web links survive: a script URL can never become a link.
    expect(posts[1]!.link).toBeNull();
    expect(await get("/api/instagram/checkpoint")).toEqual({
      checkpoint_url: "https://i.instagram.com/challenge/9/x/",
    });
  });

  it("reads an RSS feed", async () => {
    t.services.env.socialFeedUrl = `${baseUrl}/feed.rss`;
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/rss+xml" });
      res.end(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
        <item><title><![CDATA[Garden set for a wedding & more]]></title>
        <link>https://www.instagram.com/p/CCC/</link><guid>CCC</guid>
        <pubDate>Sat, 14 Nov 2026 06:05:00 GMT</pubDate>
        <media:content url="https://cdn.example/c.jpg?a=1&amp;b=2" medium="image"/></item>
      </channel></rss>`);
    };
    expect(await get("/api/instagram/feed")).toEqual([
      {
        id: "CCC",
        image: "https://cdn.example/c.jpg?a=1&b=2",
        caption: "Garden set for a wedding & more",
        link: "https://www.instagram.com/p/CCC/",
        timestamp: "2026-11-14T06:05:00.000Z",
        likes: 0,
      },
    ]);
  });
});
