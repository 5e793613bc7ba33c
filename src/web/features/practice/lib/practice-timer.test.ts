import { describe, expect, it } from 'vitest';
import {
  clearTimer,
  DEFAULT_LOG,
  readLastLog,
  readTimer,
  saveLastLog,
  startTimer,
  timerMinutes,
  timerText,
} from './practice-timer.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the practice timer', () => {
  it('keeps its start per student, so a page woken from a locked screen counts from it', () => {
    const store = memoryStore();
    const start = startTimer(store, 7, 1_000_000);
    expect(readTimer(store, 7)).toBe(start);
    expect(readTimer(store, 8)).toBeNull();
    // Nothing ticked while the screen was dark: 25 minutes later the count is still right.
    expect(timerMinutes(readTimer(store, 7)!, start + 25 * 60_000 + 20_000)).toBe(25);
    expect(timerText(start, start + 25 * 60_000 + 20_000)).toBe('25:20');
    clearTimer(store, 7);
    expect(readTimer(store, 7)).toBeNull();
  });

  it('rounds to the minute, caps at a day and ignores a clock set back', () => {
    expect(timerMinutes(0, 29_999)).toBe(0);
    expect(timerMinutes(0, 30_000)).toBe(1);
    expect(timerMinutes(0, 89_999)).toBe(1);
    expect(timerMinutes(0, 3 * 86_400_000)).toBe(1440);
    expect(timerMinutes(10_000, 0)).toBe(0);
    expect(timerText(0, 3_723_000)).toBe('1:02:03');
  });

  it('reads a broken or foreign stored value as nothing', () => {
    const store = memoryStore();
    store.setItem('practice-timer:3', 'soon');
    expect(readTimer(store, 3)).toBeNull();
    store.setItem('practice-last:3', '{"minutes": 5000, "piece": 4}');
    expect(readLastLog(store, 3)).toEqual(DEFAULT_LOG);
    store.setItem('practice-last:3', 'not json');
    expect(readLastLog(store, 3)).toEqual(DEFAULT_LOG);
    saveLastLog(store, 3, { minutes: 45, piece: '캐논' });
    expect(readLastLog(store, 3)).toEqual({ minutes: 45, piece: '캐논' });
    expect(readTimer(null, 3)).toBeNull();
  });
});
