/** At `info` a refused request leaves one line; an answered one none (it is at `debug`). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openSqlite } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

function collector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

describe('request log', () => {
  it.each([
    ['info', 1],
    ['debug', 2],
  ])('at %s writes %i line(s) for an answer and a refusal', async (level, expected) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-log-'));
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const { lines, stream } = collector();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: level });
    const app = await buildApp({ config, database, logger: { level, stream } });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/member' })).statusCode).toBe(401);
      const requests = lines.filter((line) => line.msg === 'request completed');
      expect(requests).toHaveLength(expected);
      expect(requests.at(-1)).toMatchObject({
        level: 30,
        req: { method: 'GET', url: '/api/member' },
        res: { statusCode: 401 },
      });
      expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
