/**
 * The release feed (RELEASE_FEED_URL): a JSON document naming the newest version,
 * `{"version": "0.2.0", "notes": "…"}`. Read through the outbound client (its address is a
 * setting, so it is checked like any address a person sets), at most one request at a time,
 * and kept for six hours when read, ten minutes when not, so the 시스템 page never waits on it
 * twice and a feed that is down is not asked on every visit.
 */
import { z } from 'zod';
import { parseJsonOr } from '#shared/json.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { isNewer, VERSION_PATTERN } from './versions.ts';

const KEEP_READ_MS = 6 * 60 * 60 * 1000;
const KEEP_FAILED_MS = 10 * 60 * 1000;
const MAX_BYTES = 64 * 1024;

const feedDocument = z.object({
  version: z.string().regex(VERSION_PATTERN),
  notes: z.string().max(2000).optional(),
});

export interface FeedReading {
  state: 'not_configured' | 'ok' | 'unreachable' | 'invalid';
  version: string | null;
  notes: string | null;
  checkedAt: string | null;
}

export class ReleaseFeed {
  private kept: { reading: FeedReading; until: number } | null = null;
  private reading: Promise<FeedReading> | null = null;

  constructor(
    private readonly url: string | null,
    private readonly client: OutboundClient,
  ) {}

  /** The feed as last read, read anew once it is older than it may be kept. */
  async latest(now: Date): Promise<FeedReading> {
    if (!this.url) return { state: 'not_configured', version: null, notes: null, checkedAt: null };
    if (this.kept && this.kept.until > now.getTime()) return this.kept.reading;
    this.reading ??= this.read(this.url, now).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Whether the feed names a version newer than `running`. */
  static offers(reading: FeedReading, running: string): boolean {
    return reading.state === 'ok' && reading.version !== null && isNewer(reading.version, running);
  }

  private async read(url: string, now: Date): Promise<FeedReading> {
    const checkedAt = now.toISOString();
    let reading: FeedReading;
    try {
      const answer = await this.client.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      const text = answer.ok ? await answer.text() : null;
      const parsed =
        text !== null && text.length <= MAX_BYTES ? feedDocument.safeParse(parseJsonOr(text, null)) : null;
      reading = !answer.ok
        ? { state: 'unreachable', version: null, notes: null, checkedAt }
        : parsed?.success
          ? { state: 'ok', version: parsed.data.version, notes: parsed.data.notes ?? null, checkedAt }
          : { state: 'invalid', version: null, notes: null, checkedAt };
    } catch {
      reading = { state: 'unreachable', version: null, notes: null, checkedAt };
    }
    this.kept = { reading, until: now.getTime() + (reading.state === 'ok' ? KEEP_READ_MS : KEEP_FAILED_MS) };
    return reading;
  }
}
