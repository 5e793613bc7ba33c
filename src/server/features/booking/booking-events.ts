/**
 * "The board of this date changed", heard by every open board (docs/decisions/007-live-board-updates.md).
 * On SQLite there is one server process, so an in-process emitter is the whole story. On
 * PostgreSQL several instances may share the database: a change is announced with NOTIFY and
 * each instance hears it on a LISTEN connection of its own, its own changes included.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BookingChange } from '#shared/schemas/booking.ts';

export type ChangeListener = (change: BookingChange) => void;

export interface BookingEvents {
  publish(change: BookingChange): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Whether every instance's changes are being heard right now. */
  readonly listening: boolean;
  /**
   * Hears when changes may have gone unheard: the LISTEN connection was lost, or is back
   * after a time without it. Whoever keeps boards in memory must drop them then.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  emit(change: BookingChange): void {
    this.emitter.emit('change', change);
  }
  subscribe(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
  gap(): void {
    this.emitter.emit('gap');
  }
  onGap(listener: () => void): () => void {
    this.emitter.on('gap', listener);
    return () => this.emitter.off('gap', listener);
  }
}

export function createLocalBookingEvents(): BookingEvents {
  const listeners = new Listeners();
  return {
    publish: async (change) => listeners.emit(change),
    subscribe: (listener) => listeners.subscribe(listener),
    // One process hears every change it makes.
    listening: true,
    onGap: (listener) => listeners.onGap(listener),
    close: async () => {},
  };
}

const RECONNECT_MS = 2000;

/** NOTIFY channels are per database; naming them after the schema keeps test schemas apart. */
async function channelName(pool: pg.Pool): Promise<string> {
  const result = await pool.query<{ schema: string }>('select current_schema() as schema');
  const schema = (result.rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `booking_changes_${schema}`.slice(0, 63);
}

export async function createPostgresBookingEvents(
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<BookingEvents> {
  const listeners = new Listeners();
  const channel = await channelName(pool);
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = (failed: pg.Client, error?: unknown): void => {
    if (closed || client !== failed) return;
    client = undefined;
    listening = false;
    listeners.gap();
    log.warn({ err: error }, 'booking events: LISTEN connection lost, reconnecting');
    failed.end().catch(() => {});
    retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    // A client of its own, not one from the pool: it stays connected and idle for hours.
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      try {
        listeners.emit(JSON.parse(message.payload ?? '') as BookingChange);
      } catch (error) {
        log.warn({ err: error }, 'booking events: unreadable notification');
      }
    });
    next.on('error', (error) => scheduleReconnect(next, error));
    next.on('end', () => scheduleReconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      if (client === next) {
        listening = true;
        listeners.gap();
      }
    } catch (error) {
      scheduleReconnect(next, error);
      throw error;
    }
  };
  try {
    await connect();
  } catch (error) {
    closed = true;
    clearTimeout(retry);
    throw error;
  }

  return {
    publish: async (change) => {
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(change)]);
    },
    subscribe: (listener) => listeners.subscribe(listener),
    get listening() {
      return listening;
    },
    onGap: (listener) => listeners.onGap(listener),
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
