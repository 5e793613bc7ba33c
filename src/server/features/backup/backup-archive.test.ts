/**
 * The archive reader refuses every archive it cannot trust — not gzip, not tar, cut short,
 * without a manifest or with another format's, a byte changed, a path out of the data folder, a
 * link — and writes nothing when it does; a restore writes only into an empty folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import fc from 'fast-check';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT } from '#shared/backup-rules.ts';
import { refusal } from '../../testing/archive-refusal.ts';
import { restoreArchive, verifyArchive, writeBackup } from './backup-archive.ts';

let root: string;
let good: Buffer;
let goodFile: string;
const PHOTO = 'uploads/0123456789abcdef.webp';

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

interface RawEntry {
  path: string;
  data?: Buffer | string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  linkpath?: string;
}

/** A tar made header by header, so that it can hold what tar.create would never write. */
function rawTar(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const header = new tar.Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: entry.type && entry.type !== 'File' ? 0 : data.length,
      mode: 0o644,
      mtime: new Date('2026-11-25T00:00:00Z'),
      linkpath: entry.linkpath,
    });
    const block = Buffer.alloc(512);
    header.encode(block);
    blocks.push(block);
    if (!entry.type || entry.type === 'File') {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

function manifestFor(
  files: { path: string; data: Buffer | string }[],
  overrides: Record<string, unknown> = {},
) {
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: '2026-11-25T01:00:00.000Z',
    database: 'sqlite',
    migrations: [],
    tables: {},
    files: files.map((file) => ({
      path: file.path,
      size: Buffer.byteLength(file.data),
      sha256: sha(file.data),
    })),
    ...overrides,
  });
}

let counter = 0;
function write(bytes: Buffer): string {
  counter += 1;
  const file = path.join(root, `archive-${counter}.tar.gz`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The parent folder's entries and the target's, to show that a refusal wrote nothing. */
function snapshot(target: string): string[] {
  const parent = fs.readdirSync(path.dirname(target)).sort();
  const inside = fs.existsSync(target)
    ? fs.readdirSync(target, { recursive: true }).map(String).sort()
    : null;
  return [...parent, JSON.stringify(inside)];
}

/** Restores `archive` into a fresh folder and checks that a refusal left nothing behind. */
async function restoreRefusal(archive: string): Promise<string> {
  const parent = fs.mkdtempSync(path.join(root, 'target-'));
  const target = path.join(parent, 'data');
  const before = snapshot(target);
  const code = await refusal(restoreArchive(archive, target));
  if (code !== 'accepted') expect(snapshot(target)).toEqual(before);
  return code;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-archive-'));
  const data = path.join(root, 'live');
  fs.mkdirSync(path.join(data, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(data, PHOTO), 'a photo');
  fs.writeFileSync(path.join(data, 'uploads', '.abc.tmp'), 'half a photo');
  const sqlite = new SqliteDatabase(path.join(data, 'studio.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec(
    "create table students (id integer primary key, name text); insert into students (name) values ('김민지'), ('이서준')",
  );
  goodFile = path.join(root, 'good.tar.gz');
  await writeBackup(
    { sqlite, uploadsDir: path.join(data, 'uploads') },
    goodFile,
    new Date('2026-11-25T01:00:00Z'),
  );
  sqlite.close();
  good = fs.readFileSync(goodFile);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a good archive', () => {
  it('holds the manifest first, the database and the finished uploads, each with its SHA-256', async () => {
    const names: string[] = [];
    await tar.list({ file: goodFile, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toEqual(['manifest.json', 'studio.db', PHOTO]);
    const manifest = await verifyArchive(goodFile);
    expect(manifest.tables).toEqual({ students: 2 });
    expect(manifest.files.find((file) => file.path === PHOTO)).toEqual({
      path: PHOTO,
      size: 7,
      sha256: sha('a photo'),
    });
  });

  it('restores into a folder that does not exist yet, or is empty, and nowhere twice', async () => {
    const parent = fs.mkdtempSync(path.join(root, 'restore-'));
    const fresh = path.join(parent, 'fresh');
    await restoreArchive(goodFile, fresh);
    expect(fs.readdirSync(fresh, { recursive: true }).map(String).sort()).toEqual([
      'studio.db',
      'uploads',
      PHOTO,
    ]);
    expect(fs.readFileSync(path.join(fresh, PHOTO), 'utf8')).toBe('a photo');
    const copy = new SqliteDatabase(path.join(fresh, 'studio.db'), { readonly: true });
    expect(copy.prepare('select name from students order by id').pluck().all()).toEqual(['김민지', '이서준']);
    copy.close();
    // Nothing of the restore's own is left beside it.
    expect(fs.readdirSync(parent)).toEqual(['fresh']);

    const empty = path.join(parent, 'empty');
    fs.mkdirSync(empty);
    await restoreArchive(goodFile, empty);
    expect(fs.existsSync(path.join(empty, 'studio.db'))).toBe(true);

    const before = snapshot(fresh);
    expect(await refusal(restoreArchive(goodFile, fresh))).toBe('backup.target_not_empty');
    expect(snapshot(fresh)).toEqual(before);
  });

  it('refuses a target that is a file, or holds only a hidden file', async () => {
    const parent = fs.mkdtempSync(path.join(root, 'busy-'));
    fs.writeFileSync(path.join(parent, 'plain'), 'x');
    expect(await refusal(restoreArchive(goodFile, path.join(parent, 'plain')))).toBe(
      'backup.target_not_empty',
    );
    fs.mkdirSync(path.join(parent, 'hidden'));
    fs.writeFileSync(path.join(parent, 'hidden', '.env'), 'A=1');
    expect(await refusal(restoreArchive(goodFile, path.join(parent, 'hidden')))).toBe(
      'backup.target_not_empty',
    );
    expect(fs.readdirSync(path.join(parent, 'hidden'))).toEqual(['.env']);
  });
});

describe('archives that are refused, with nothing written', () => {
  it('a file that is not gzip, an empty file and a missing file', async () => {
    expect(await restoreRefusal(write(Buffer.from('PK\u0003\u0004 a zip')))).toBe('backup.not_gzip');
    expect(await restoreRefusal(write(Buffer.alloc(0)))).toBe('backup.not_gzip');
    expect(await restoreRefusal(write(zlib.gunzipSync(good)))).toBe('backup.not_gzip');
    expect(await restoreRefusal(path.join(root, 'no-such-file.tar.gz'))).toBe('backup.file_unreadable');
  });

  it('gzip that holds no tar', async () => {
    expect(await restoreRefusal(write(zlib.gzipSync(Buffer.alloc(4096, 7))))).toBe('backup.not_tar');
    expect(await restoreRefusal(write(zlib.gzipSync(Buffer.from('just text'))))).toBe('backup.not_tar');
  });

  it('an archive cut short anywhere', async () => {
    for (const length of [2, 10, 100, Math.floor(good.length / 2), good.length - 9, good.length - 1]) {
      const code = await restoreRefusal(write(good.subarray(0, length)));
      expect(code, `${length} of ${good.length} bytes`).toBe('backup.truncated');
    }
  });

  it('a tar cut short inside whole gzip', async () => {
    const raw = zlib.gunzipSync(good);
    const code = await restoreRefusal(write(zlib.gzipSync(raw.subarray(0, 1536 + 100))));
    expect(['backup.truncated', 'backup.file_missing']).toContain(code);
  });

  it('no manifest, a manifest that is no JSON, of another format or a later version', async () => {
    const db = { path: 'studio.db', data: 'db' };
    const without = rawTar([db]);
    expect(await restoreRefusal(write(zlib.gzipSync(without)))).toBe('backup.manifest_missing');
    const broken = rawTar([{ path: 'manifest.json', data: '{"format": ' }, db]);
    expect(await restoreRefusal(write(zlib.gzipSync(broken)))).toBe('backup.manifest_invalid');
    const other = rawTar([{ path: 'manifest.json', data: manifestFor([db], { format: 'wordpress' }) }, db]);
    expect(await restoreRefusal(write(zlib.gzipSync(other)))).toBe('backup.format_unknown');
    const later = rawTar([{ path: 'manifest.json', data: manifestFor([db], { version: 2 }) }, db]);
    expect(await restoreRefusal(write(zlib.gzipSync(later)))).toBe('backup.version_unsupported');
    const twice = rawTar([
      { path: 'manifest.json', data: manifestFor([db]) },
      { path: 'manifest.json', data: manifestFor([db]) },
      db,
    ]);
    expect(await restoreRefusal(write(zlib.gzipSync(twice)))).toBe('backup.file_unlisted');
  });

  it('a byte changed, a file missing and a file not in the manifest', async () => {
    const db = { path: 'studio.db', data: 'db' };
    const photo = { path: PHOTO, data: 'photo' };
    const manifest = { path: 'manifest.json', data: manifestFor([db, photo]) };
    const changed = rawTar([manifest, db, { ...photo, data: 'phot0' }]);
    expect(await restoreRefusal(write(zlib.gzipSync(changed)))).toBe('backup.checksum_mismatch');
    const missing = rawTar([manifest, db]);
    expect(await restoreRefusal(write(zlib.gzipSync(missing)))).toBe('backup.file_missing');
    const extra = rawTar([manifest, db, photo, { path: 'uploads/fedcba9876543210.webp', data: 'x' }]);
    expect(await restoreRefusal(write(zlib.gzipSync(extra)))).toBe('backup.file_unlisted');
  });

  it('a path that leaves the data folder, a folder entry and links', async () => {
    const db = { path: 'studio.db', data: 'db' };
    const manifest = { path: 'manifest.json', data: manifestFor([db]) };
    for (const entry of [
      { path: '../escape.txt', data: 'x' },
      { path: '/tmp/escape.txt', data: 'x' },
      { path: 'uploads/../../escape.txt', data: 'x' },
      { path: 'uploads/', type: 'Directory' as const },
      { path: 'uploads/link.webp', type: 'SymbolicLink' as const, linkpath: '/etc/passwd' },
      { path: 'uploads/hard.webp', type: 'Link' as const, linkpath: 'studio.db' },
    ]) {
      const code = await restoreRefusal(write(zlib.gzipSync(rawTar([manifest, db, entry]))));
      expect(code, entry.path).toBe('backup.path_unsafe');
    }
    const listed = rawTar([
      { path: 'manifest.json', data: manifestFor([db, { path: '../x', data: 'x' }]) },
      db,
    ]);
    expect(await restoreRefusal(write(zlib.gzipSync(listed)))).toBe('backup.path_unsafe');
    expect(fs.existsSync(path.join(root, 'escape.txt'))).toBe(false);
  });

  it('a database that is not one, though its checksum holds', async () => {
    const db = { path: 'studio.db', data: 'this is not SQLite' };
    const archive = rawTar([{ path: 'manifest.json', data: manifestFor([db]) }, db]);
    expect(await restoreRefusal(write(zlib.gzipSync(archive)))).toBe('backup.database_damaged');
  });

  it('any archive with bytes flipped, cut or added: refused or restored whole, never half', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: good.length - 1 }), fc.integer({ min: 1, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.option(fc.nat({ max: good.length }), { nil: undefined }),
        fc.uint8Array({ maxLength: 64 }),
        async (flips, cut, tail) => {
          const bytes = Buffer.from(good);
          for (const [at, by] of flips) bytes[at] = (bytes[at] ?? 0) ^ by;
          const mangled = Buffer.concat([
            cut === undefined ? bytes : bytes.subarray(0, cut),
            Buffer.from(tail),
          ]);
          const parent = fs.mkdtempSync(path.join(root, 'fuzz-'));
          const target = path.join(parent, 'data');
          const code = await refusal(restoreArchive(write(mangled), target));
          if (code === 'accepted') {
            // Only bytes gzip ignores were touched: the restore is the good one.
            expect(fs.readFileSync(path.join(target, PHOTO), 'utf8')).toBe('a photo');
          } else {
            expect(code).toMatch(/^backup\./);
            expect(fs.readdirSync(parent)).toEqual([]);
          }
          fs.rmSync(parent, { recursive: true, force: true });
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  }, 60_000);
});
