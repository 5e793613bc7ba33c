import { z } from 'zod';

/** The error body every route declares for its 4xx/5xx answers (see errors.ts). */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
