/** The social feed sources; each answers a list, never an error. */
import { Hono } from "hono";
import type { CheckpointDto } from "~core/social";
import type { HonoEnv } from "../context";
import {
  getCheckpointUrl,
  listStoredPosts,
  readGraphFeed,
  readWebFeed,
  type SocialConfig,
} from "../services/content/social";

const config = (env: HonoEnv["Variables"]["services"]["env"]): SocialConfig => ({
  feedUrl: env.socialFeedUrl,
  accessToken: env.instagramAccessToken,
  graphUrl: env.instagramApiUrl,
});

export const socialApi = new Hono<HonoEnv>()
  .get("/instagram/feed", async (c) => {
    const { db, env, logger } = c.var.services;
    return c.json(await readWebFeed(db, config(env), logger));
  })
  .get("/instagram/graph-feed", async (c) => {
    const { db, env, logger } = c.var.services;
    return c.json(await readGraphFeed(db, config(env), logger));
  })
  .get("/social/posts", async (c) => c.json(await listStoredPosts(c.var.services.db)))
  .get("/instagram/checkpoint", async (c) => {
    const body: CheckpointDto = { checkpoint_url: await getCheckpointUrl(c.var.services.db) };
    return c.json(body);
  });
