/** News posts and image uploads (spec §8). */
export const newsMessages = {} as const;
