import type { SocialPostSeed } from "./types";

export const socialPosts: SocialPostSeed[] = [
  {
    image: "social/1",
    caption: "First light over the pool before the swimmers arrive. Open daily from 7:00 AM.",
    link: "https://www.instagram.com/p/C7xQ2mLpR4a/",
    likes: 214,
    createdAt: "2026-10-03T04:12:00.000Z",
  },
  {
    image: "social/2",
    caption: "Samaki wa kupaka off the grill at Bahari tonight: coconut, lime and a little chilli.",
    link: "https://www.instagram.com/p/DA3kfN9wZtE/",
    likes: 187,
    createdAt: "2026-10-11T16:45:00.000Z",
  },
  {
    image: "social/3",
    caption:
      "Conference room set for a 15-person workshop. Projector on, flip chart ready, tea at 10:30.",
    link: null,
    likes: 42,
    createdAt: "2026-10-20T05:30:00.000Z",
  },
  {
    image: "social/4",
    caption: "String lights on at The Pergola. Dinner is served from 6:30 PM.",
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
    caption:
      "Garden set for a wedding this afternoon: sixty white chairs and an arch of frangipani.",
    link: "https://www.instagram.com/p/C8uWj-3nHfQ/",
    likes: 0,
    createdAt: "2026-11-14T06:05:00.000Z",
  },
];
