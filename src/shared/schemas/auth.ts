import { z } from 'zod';

export const roles = ['owner', 'teacher', 'pending'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who is signed in, as `GET /api/session` answers. */
export const sessionResponse = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionResponse>;
