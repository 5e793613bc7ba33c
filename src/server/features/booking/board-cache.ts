/**
 * Each date's board as it goes out, kept in memory between changes: every open board asks
 * for it, and it changes far less often than it is read. The booking change events keep it
 * right — on PostgreSQL they come from every instance — and a time limit bounds the damage of
 * an announcement lost between a commit and its NOTIFY (docs/decisions/022-board-kept-in-memory.md).
 *
 * A read that a change overtakes (the change lands while the rows are on their way) is given
 * to the requests that were waiting for it but never kept; nothing is kept while the events
 * cannot be heard.
 *
 * What is on a board also depends on the board's settings (rooms and hours the owner may
 * change): each read is made for one version of them (its generation), a kept board serves
 * only requests of that generation, and the generation is part of the ETag, so a browser that
 * holds a board from before a publish never hears 304 for it.
 *
 * Each date has two boards: the visitors' with bookers' names masked and the staff's with them
 * whole, kept apart and forgotten together.
 */
import { createHash } from 'node:crypto';
import { compressBody, type Encoding, MIN_COMPRESSED_BYTES } from '../../plugins/compression.ts';
import type { BookingEvents } from './booking-events.ts';

/** The bytes of one coding of the board, with the strong ETag of exactly those bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
  encoding?: Encoding;
}

/** One read of a board: its JSON, and the brotli and gzip copies, each made once on demand. */
export class BoardSnapshot {
  readonly plain: Representation;
  readonly generation: number;
  private readonly encoded = new Map<Encoding, Representation>();
  private readonly encoding = new Map<Encoding, Promise<Representation>>();

  constructor(json: string, generation = 0) {
    const body = Buffer.from(json);
    const hasher = createHash('sha256');
    if (generation !== 0) hasher.update(`board-settings ${generation}\n`);
    const hash = hasher.update(body).digest('base64url').slice(0, 27);
    this.generation = generation;
    this.plain = { body, etag: `"${hash}"` };
  }

  /** The board in `encoding`, or as it is when that saves nothing. */
  in(encoding: Encoding | undefined): Representation | Promise<Representation> {
    if (!encoding || this.plain.body.length < MIN_COMPRESSED_BYTES) return this.plain;
    const ready = this.encoded.get(encoding);
    if (ready) return ready;
    let pending = this.encoding.get(encoding);
    if (!pending) {
      pending = compressBody(encoding, this.plain.body).then((body) => {
        const made =
          body.length < this.plain.body.length
            ? { body, encoding, etag: `${this.plain.etag.slice(0, -1)}-${encoding}"` }
            : this.plain;
        this.encoded.set(encoding, made);
        return made;
      });
      pending.catch(() => this.encoding.delete(encoding));
      this.encoding.set(encoding, pending);
    }
    return pending;
  }
}

interface Read {
  generation: number;
  result: Promise<BoardSnapshot>;
  /** A change (or a gap in the events) came while reading: hand the result out, keep it not. */
  overtaken: boolean;
}

interface Kept {
  generation: number;
  snapshot: BoardSnapshot;
  until: number;
}

export interface BoardCacheOptions {
  /** The longest a board is kept without hearing of a change. */
  maxAgeMs?: number;
  /** How many dates are kept; reading far more dates only replaces the oldest. */
  maxDates?: number;
  /** Milliseconds on a clock that only moves forward. */
  now?: () => number;
}

/** Who a kept board is for: visitors see masked names, staff whole ones. */
export type BoardViewer = 'visitor' | 'staff';
const VIEWERS: readonly BoardViewer[] = ['visitor', 'staff'];
const keyOf = (date: string, viewer: BoardViewer) => `${viewer} ${date}`;

export class BoardCache {
  private readonly kept = new Map<string, Kept>();
  private readonly reading = new Map<string, Read>();
  private readonly maxAgeMs: number;
  private readonly maxDates: number;
  private readonly now: () => number;
  private readonly stop: (() => void)[];

  constructor(
    private readonly events: BookingEvents,
    options: BoardCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 15_000;
    this.maxDates = options.maxDates ?? 64;
    this.now = options.now ?? (() => performance.now());
    this.stop = [
      events.subscribe((change) => this.invalidate(change.date)),
      events.onGap(() => this.clear()),
    ];
  }

  /**
   * The board of `date` for the board's settings at `generation`: the kept one, the read already
   * under way, or a new read with `load` (the board's JSON). Requests that arrive while a read
   * is under way share it.
   */
  get(
    date: string,
    load: () => Promise<string>,
    generation = 0,
    viewer: BoardViewer = 'visitor',
  ): BoardSnapshot | Promise<BoardSnapshot> {
    const key = keyOf(date, viewer);
    const kept = this.kept.get(key);
    if (kept && kept.generation === generation && kept.until > this.now()) return kept.snapshot;
    const reading = this.reading.get(key);
    if (reading && reading.generation === generation) return reading.result;
    return this.read(key, generation, load);
  }

  /** The board of `date` changed: forget it, and let no read under way be kept. */
  invalidate(date: string): void {
    for (const viewer of VIEWERS) this.forget(keyOf(date, viewer));
  }

  private forget(date: string): void {
    this.kept.delete(date);
    const read = this.reading.get(date);
    if (read) read.overtaken = true;
    this.reading.delete(date);
  }

  clear(): void {
    this.kept.clear();
    for (const read of this.reading.values()) read.overtaken = true;
    this.reading.clear();
  }

  close(): void {
    for (const stop of this.stop) stop();
    this.clear();
  }

  private async read(date: string, generation: number, load: () => Promise<string>): Promise<BoardSnapshot> {
    const other = this.reading.get(date);
    // A request that read the settings just before a publish is served, but kept not.
    const older = other !== undefined && other.generation > generation;
    const read: Read = {
      generation,
      result: load().then((json) => new BoardSnapshot(json, generation)),
      overtaken: older || !this.events.listening,
    };
    if (!older) {
      if (other) other.overtaken = true;
      this.reading.set(date, read);
    }
    try {
      const snapshot = await read.result;
      if (!read.overtaken && this.events.listening) this.keep(date, snapshot);
      return snapshot;
    } finally {
      if (this.reading.get(date) === read) this.reading.delete(date);
    }
  }

  private keep(date: string, snapshot: BoardSnapshot): void {
    this.kept.delete(date);
    // The oldest kept date goes first (a Map keeps the order dates were kept in).
    if (this.kept.size >= this.maxDates) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(date, { generation: snapshot.generation, snapshot, until: this.now() + this.maxAgeMs });
  }
}
