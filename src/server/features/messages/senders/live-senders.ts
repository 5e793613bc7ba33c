/**
 * The senders in force, for the outbox and the pages that say whether a family can be reached:
 * the environment's where it sets them, else the ones saved in the browser. Before each use the
 * stored version (one row, raised by every save) is read, so a change made through any instance
 * is used by every instance's next send, without a restart. A set replaced while messages are
 * going out through it is closed once they are done.
 */
import type { MessageSenders } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { OutboundPolicy } from '../../../lib/outbound.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { type SenderSet, senderSet } from './pick-sender.ts';
import { effectiveSenders, loadStoredSenders, sendersVersion } from './sender-settings.ts';

export interface LiveSenders {
  /** The senders now in force (for what they reach; sending goes through `use`). */
  current(): Promise<SenderSet>;
  /** Runs `work` with the senders now in force, kept open until it is done. */
  use<T>(work: (senders: SenderSet) => Promise<T>): Promise<T>;
  /** The environment's and the saved settings as they stand, the environment's winning. */
  settings(): Promise<{ env: MessageSenders; stored: MessageSenders }>;
  close(): Promise<void>;
}

interface Held {
  set: SenderSet;
  version: number;
  users: number;
  retired: boolean;
}

export interface LiveSendersOptions {
  db: Db;
  box: SecretBox;
  env: MessageSenders;
  solapiBaseUrl: string;
  policy: OutboundPolicy;
  now: () => Date;
}

export function liveSenders(options: LiveSendersOptions): LiveSenders {
  const { db, box, env, solapiBaseUrl, policy, now } = options;
  let held: Held | null = null;
  let building: Promise<Held> | null = null;

  async function retire(old: Held): Promise<void> {
    old.retired = true;
    if (old.users === 0) await old.set.close();
  }

  async function build(version: number): Promise<Held> {
    const stored = await loadStoredSenders(db, box, solapiBaseUrl);
    const fresh: Held = {
      set: senderSet(effectiveSenders(env, stored), policy, now),
      version,
      users: 0,
      retired: false,
    };
    const old = held;
    held = fresh;
    if (old) await retire(old);
    return fresh;
  }

  async function fresh(): Promise<Held> {
    const version = await sendersVersion(db);
    if (held && held.version === version) return held;
    // Callers arriving together share one rebuild.
    if (!building) building = build(version).finally(() => (building = null));
    const built = await building;
    return built.version === version ? built : fresh();
  }

  return {
    current: async () => (await fresh()).set,
    async use(work) {
      const now = await fresh();
      now.users += 1;
      try {
        return await work(now.set);
      } finally {
        now.users -= 1;
        if (now.retired && now.users === 0) await now.set.close();
      }
    },
    settings: async () => ({ env, stored: await loadStoredSenders(db, box, solapiBaseUrl) }),
    async close() {
      if (held) await retire(held);
      held = null;
    },
  };
}
