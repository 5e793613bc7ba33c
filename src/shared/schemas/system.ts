/** 사이트 관리 → 시스템 (docs/decisions/081): what runs, and the update from the browser. */
import { z } from 'zod';

export const releaseFeedState = z.enum(['not_configured', 'ok', 'unreachable', 'invalid']);

export const systemResponse = z.object({
  /** The running version, e.g. 0.1.0. */
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  lastBackupAt: z.string().nullable(),
  /** The site's address (PUBLIC_URL) is https and cookies go only over HTTPS. */
  https: z.boolean(),
  publicUrl: z.string().nullable(),
  update: z.object({
    available: z.boolean(),
    /** The newest version the release feed names, when it could be read. */
    version: z.string().nullable(),
    notes: z.string().nullable(),
    feed: releaseFeedState,
    checkedAt: z.string().nullable(),
    /** An update agent is set (UPDATE_AGENT_URL and UPDATE_AGENT_TOKEN): the 업데이트 button works. */
    agent: z.boolean(),
  }),
});
export type SystemInfo = z.infer<typeof systemResponse>;

export const updateProgressState = z.enum([
  'idle',
  'updating',
  'done',
  'rolled-back',
  'failed',
  'unreachable',
]);

/** The update agent's last run, as it reports it. */
export const updateProgressResponse = z.object({
  state: updateProgressState,
  running: z.boolean(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  message: z.string().nullable(),
  at: z.string().nullable(),
});
export type UpdateProgress = z.infer<typeof updateProgressResponse>;

export const startUpdateResponse = z.object({
  version: z.string(),
  /** The backup made just before, when the server makes its own (SQLite). */
  backup: z.string().nullable(),
});
