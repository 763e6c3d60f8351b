import type { SocialPostSeed } from "./types";

/** Each caption describes its own picture (demo/seed/art/catalog-scenes.ts). */
export const socialPosts: SocialPostSeed[] = [
  {
    image: "social/1",
    caption: "First light over the pool before the swimmers arrive.",
    link: "https://www.instagram.com/p/C7xQ2mLpR4a/",
    likes: 214,
    createdAt: "2026-10-03T04:12:00.000Z",
  },
  {
    image: "social/2",
    caption: "Breakfast is served: eggs, sausages, toast, fresh juice and Kenyan coffee.",
    link: "https://www.instagram.com/p/DA3kfN9wZtE/",
    likes: 187,
    createdAt: "2026-10-11T16:45:00.000Z",
  },
  {
    image: "social/3",
    caption: "A dhow sails home past the reef as the evening light fades over the ocean.",
    link: null,
    likes: 42,
    createdAt: "2026-10-20T05:30:00.000Z",
  },
  {
    image: "social/4",
    caption: "String lights on at The Pergola: tables set for dinner under the stars.",
    link: "https://www.instagram.com/p/C9hT_vB2sKq/",
    likes: 263,
    createdAt: "2026-10-29T15:20:00.000Z",
  },
  {
    image: "social/5",
    caption: "A dhow heading out past Nyali at sunset, seen from one of our Deluxe rooms.",
    link: "https://www.instagram.com/p/DBm4Yp8Lr0X/",
    likes: 96,
    createdAt: "2026-11-06T15:55:00.000Z",
  },
  {
    image: "social/6",
    caption: "Sundowners on the terrace: dawa cocktails and fresh passion-fruit juice.",
    link: "https://www.instagram.com/p/C8uWj-3nHfQ/",
    likes: 0,
    createdAt: "2026-11-14T06:05:00.000Z",
  },
];
