/**
 * Whether the site still needs its first-run setup: true while no owner exists. Once an owner
 * is seen it is remembered (an owner is never removed), so that the page gate costs a query
 * only on a fresh install.
 */
import type { Db } from '../../db/database.ts';
import { ownerExists } from '../auth/index.ts';

export interface SetupState {
  needed(): Promise<boolean>;
  /** The setup made the owner in this instance. */
  markDone(): void;
}

export function setupState(db: Db): SetupState {
  let done = false;
  return {
    async needed() {
      if (done) return false;
      done = await ownerExists(db);
      return !done;
    },
    markDone() {
      done = true;
    },
  };
}
