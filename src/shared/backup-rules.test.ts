import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  backupFileName,
  backupIsStale,
  checkManifest,
  chooseBackupsToKeep,
  compareWithManifest,
  exportFileName,
  isArchivePath,
  type ManifestFile,
  nightlyPattern,
  parseBackupFileName,
  seoulStamp,
} from './backup-rules.ts';

const hash = (digit: string) => digit.repeat(64);

describe('backup names', () => {
  it('names an archive by the Seoul time it was made', () => {
    expect(seoulStamp(new Date('2026-11-24T18:30:05Z'))).toBe('2026-11-25_033005');
    expect(backupFileName(new Date('2026-11-24T18:30:05Z'))).toBe('studio-backup-2026-11-25_033005.tar.gz');
    expect(exportFileName(new Date('2026-12-31T15:00:00Z'))).toBe('studio-export-2027-01-01_000000.tar.gz');
    expect(backupFileName(new Date('2026-03-09T01:02:03Z'))).toBe('studio-backup-2026-03-09_100203.tar.gz');
  });

  it('reads the day, month and order back from a name, and nothing from other files', () => {
    expect(parseBackupFileName('studio-backup-2026-11-25_033005.tar.gz')).toEqual({
      name: 'studio-backup-2026-11-25_033005.tar.gz',
      day: '2026-11-25',
      month: '2026-11',
      stamp: '2026-11-25_033005',
    });
    for (const other of [
      'last-backup.json',
      '.backup.lock',
      'studio-backup-2026-11-25_033005.tar.gz.1a2b3c4d.partial',
      'xstudio-backup-2026-11-25_033005.tar.gz',
      'studio-backup-2026-11-25_0330.tar.gz',
      'studio-backup-2026-11-25_033005.tar',
      'studio-export-2026-11-25_033005.tar.gz',
    ]) {
      expect(parseBackupFileName(other), other).toBeNull();
    }
  });
});

/** One backup a day at 03:30 Seoul time from `first` for `days` days. */
function nightly(first: string, days: number): string[] {
  const start = Date.parse(`${first}T03:30:00+09:00`);
  return Array.from({ length: days }, (_, index) => backupFileName(new Date(start + index * 86_400_000)));
}

describe('rotation', () => {
  it('keeps the last 14 days and the newest backup of each of the last 12 months', () => {
    const names = nightly('2025-01-01', 700); // to 2026-12-01
    const { keep, remove } = chooseBackupsToKeep(names, { daily: 14, monthly: 12 });
    const daily = names.slice(-14).reverse();
    expect(keep.slice(0, 14)).toEqual(daily);
    // November's newest is among the daily ones; the months before it, each by its last night.
    expect(keep.slice(14)).toEqual([
      'studio-backup-2026-10-31_033000.tar.gz',
      'studio-backup-2026-09-30_033000.tar.gz',
      'studio-backup-2026-08-31_033000.tar.gz',
      'studio-backup-2026-07-31_033000.tar.gz',
      'studio-backup-2026-06-30_033000.tar.gz',
      'studio-backup-2026-05-31_033000.tar.gz',
      'studio-backup-2026-04-30_033000.tar.gz',
      'studio-backup-2026-03-31_033000.tar.gz',
      'studio-backup-2026-02-28_033000.tar.gz',
      'studio-backup-2026-01-31_033000.tar.gz',
    ]);
    expect(keep).toHaveLength(24);
    expect(remove).toHaveLength(700 - 24);
    expect(new Set([...keep, ...remove]).size).toBe(700);
    expect(remove[0]).toBe('studio-backup-2026-11-17_033000.tar.gz');
    expect(remove.at(-1)).toBe('studio-backup-2025-01-01_033000.tar.gz');
  });

  it('keeps one backup per day: the newest of a day with several', () => {
    const names = [
      'studio-backup-2026-11-25_033000.tar.gz',
      'studio-backup-2026-11-25_141500.tar.gz',
      'studio-backup-2026-11-24_033000.tar.gz',
      'studio-backup-2026-11-23_033000.tar.gz',
    ];
    expect(chooseBackupsToKeep(names, { daily: 2, monthly: 0 })).toEqual({
      keep: ['studio-backup-2026-11-25_141500.tar.gz', 'studio-backup-2026-11-24_033000.tar.gz'],
      remove: ['studio-backup-2026-11-25_033000.tar.gz', 'studio-backup-2026-11-23_033000.tar.gz'],
    });
  });

  it('counts days and months that have a backup, not the calendar, and leaves other files alone', () => {
    const names = [
      'notes.txt',
      'studio-backup-2026-01-10_033000.tar.gz',
      'studio-backup-2025-06-01_033000.tar.gz',
      'studio-backup-2025-06-20_033000.tar.gz',
      'last-backup.json',
    ];
    expect(chooseBackupsToKeep(names, { daily: 1, monthly: 2 })).toEqual({
      keep: ['studio-backup-2026-01-10_033000.tar.gz', 'studio-backup-2025-06-20_033000.tar.gz'],
      remove: ['studio-backup-2025-06-01_033000.tar.gz'],
    });
    expect(chooseBackupsToKeep(names, { daily: 3, monthly: 0 }).remove).toEqual([]);
    expect(chooseBackupsToKeep([], { daily: 14, monthly: 12 })).toEqual({ keep: [], remove: [] });
  });

  it('keeps the newest of a month when the daily ones are gone', () => {
    const names = nightly('2026-09-28', 8); // 09-28 … 10-05
    const { keep } = chooseBackupsToKeep(names, { daily: 1, monthly: 3 });
    expect(keep).toEqual([
      'studio-backup-2026-10-05_033000.tar.gz',
      'studio-backup-2026-09-30_033000.tar.gz',
    ]);
  });
});

describe('archive paths', () => {
  it('allows the manifest, the database and uploads by plain names', () => {
    for (const path of [
      'manifest.json',
      'studio.db',
      'uploads/0123456789abcdef.webp',
      'uploads/0123456789abcdef-480w.webp',
      'uploads/a',
      'uploads/A_b-c.png',
    ]) {
      expect(isArchivePath(path), path).toBe(true);
    }
  });

  it('refuses anything that could land outside the data folder or where nothing reads it', () => {
    for (const path of [
      '',
      '/etc/passwd',
      '../studio.db',
      'uploads/../../x',
      'uploads/../studio.db',
      'uploads/..',
      'uploads/.hidden',
      'uploads/.x.tmp',
      'uploads/a/b.webp',
      'uploads/a\\b.webp',
      'uploads/',
      'uploads/-x.webp',
      'uploads/a.b.c',
      'uploads/a.',
      'uploads/a b.webp',
      'uploads/a.webp\n',
      'x/uploads/a.webp',
      './studio.db',
      'studio.db/x',
      'Studio.db',
      'manifest.json.bak',
      `uploads/${'a'.repeat(193)}`,
    ]) {
      expect(isArchivePath(path), JSON.stringify(path)).toBe(false);
    }
    expect(isArchivePath(`uploads/${'a'.repeat(192)}`)).toBe(true);
  });
});

const goodManifest = () => ({
  format: BACKUP_FORMAT,
  version: 1,
  createdAt: '2026-11-25T01:00:00.000Z',
  database: 'sqlite',
  migrations: ['001-accounts', '002-booking'],
  tables: { students: 3, users: 0 },
  files: [
    { path: 'studio.db', size: 4096, sha256: hash('a') },
    { path: 'uploads/0123456789abcdef.webp', size: 0, sha256: hash('b') },
  ],
});

describe('manifest checks', () => {
  it('names its format', () => {
    expect(BACKUP_FORMAT).toBe('onum-studio-backup');
  });

  it('accepts a manifest of ours', () => {
    const check = checkManifest(goodManifest());
    expect(check).toEqual({ ok: true, manifest: goodManifest() });
  });

  it.each([
    ['not an object', null, 'manifest_invalid'],
    ['a list', [], 'manifest_invalid'],
    ['text', 'manifest', 'manifest_invalid'],
    ['another format', { ...goodManifest(), format: 'other-backup' }, 'format_unknown'],
    ['no format', { ...goodManifest(), format: undefined }, 'format_unknown'],
    ['a later version', { ...goodManifest(), version: 2 }, 'version_unsupported'],
    ['the version as text', { ...goodManifest(), version: '1' }, 'version_unsupported'],
    ['no date', { ...goodManifest(), createdAt: undefined }, 'manifest_invalid'],
    ['a date that is none', { ...goodManifest(), createdAt: 'yesterday' }, 'manifest_invalid'],
    ['PostgreSQL', { ...goodManifest(), database: 'postgres' }, 'manifest_invalid'],
    ['migrations not a list', { ...goodManifest(), migrations: '001' }, 'manifest_invalid'],
    ['a migration not a name', { ...goodManifest(), migrations: ['001', 2] }, 'manifest_invalid'],
    ['tables as a list', { ...goodManifest(), tables: [3] }, 'manifest_invalid'],
    ['no tables', { ...goodManifest(), tables: null }, 'manifest_invalid'],
    ['a negative count', { ...goodManifest(), tables: { students: -1 } }, 'manifest_invalid'],
    [
      'one count of several wrong',
      { ...goodManifest(), tables: { students: 3, users: -1 } },
      'manifest_invalid',
    ],
    ['a date as a number', { ...goodManifest(), createdAt: 1_764_032_400_000 }, 'manifest_invalid'],
    [
      'one file of several wrong',
      { ...goodManifest(), files: [...goodManifest().files, { path: 'uploads/x.webp', size: 1 }] },
      'manifest_invalid',
    ],
    ['a fractional count', { ...goodManifest(), tables: { students: 1.5 } }, 'manifest_invalid'],
    ['files not a list', { ...goodManifest(), files: {} }, 'manifest_invalid'],
    ['a file not an object', { ...goodManifest(), files: ['studio.db'] }, 'manifest_invalid'],
    [
      'a file without a path',
      { ...goodManifest(), files: [{ size: 1, sha256: hash('a') }] },
      'manifest_invalid',
    ],
    [
      'a negative size',
      { ...goodManifest(), files: [{ path: 'studio.db', size: -1, sha256: hash('a') }] },
      'manifest_invalid',
    ],
    [
      'a short hash',
      { ...goodManifest(), files: [{ path: 'studio.db', size: 1, sha256: 'abc' }] },
      'manifest_invalid',
    ],
    [
      'an upper-case hash',
      { ...goodManifest(), files: [{ path: 'studio.db', size: 1, sha256: hash('A') }] },
      'manifest_invalid',
    ],
    [
      'a hash with more',
      { ...goodManifest(), files: [{ path: 'studio.db', size: 1, sha256: `${hash('a')}0` }] },
      'manifest_invalid',
    ],
    [
      'a path out of the folder',
      {
        ...goodManifest(),
        files: [...goodManifest().files, { path: '../evil', size: 1, sha256: hash('c') }],
      },
      'path_unsafe',
    ],
    [
      'the manifest listing itself',
      {
        ...goodManifest(),
        files: [...goodManifest().files, { path: 'manifest.json', size: 1, sha256: hash('c') }],
      },
      'path_unsafe',
    ],
    [
      'a file twice',
      { ...goodManifest(), files: [...goodManifest().files, goodManifest().files[1]] },
      'manifest_invalid',
    ],
    ['no database', { ...goodManifest(), files: [goodManifest().files[1]] }, 'manifest_invalid'],
  ])('refuses %s', (_, value, problem) => {
    expect(checkManifest(value)).toEqual({ ok: false, problem });
  });
});

describe('comparing an archive with its manifest', () => {
  const listed: ManifestFile[] = goodManifest().files;

  it('agrees when every file is there once with its size and hash, in any order', () => {
    expect(compareWithManifest(listed, [...listed].reverse())).toBeNull();
  });

  it('finds a changed byte, a changed size, a missing file and a file too many', () => {
    const [db, upload] = listed as [ManifestFile, ManifestFile];
    expect(compareWithManifest(listed, [db, { ...upload, sha256: hash('c') }])).toBe('checksum_mismatch');
    expect(compareWithManifest(listed, [{ ...db, size: 4097 }, upload])).toBe('checksum_mismatch');
    expect(compareWithManifest(listed, [db])).toBe('file_missing');
    expect(compareWithManifest(listed, [])).toBe('file_missing');
    expect(
      compareWithManifest(listed, [db, upload, { path: 'uploads/other.webp', size: 1, sha256: hash('d') }]),
    ).toBe('file_unlisted');
    expect(compareWithManifest(listed, [db, upload, upload])).toBe('file_unlisted');
  });
});

describe('the owner’s warning', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('warns when the last good backup is more than 2 days old', () => {
    expect(backupIsStale('2026-11-23T10:00:00.000Z', null, now)).toBe(false);
    expect(backupIsStale('2026-11-23T09:59:59.999Z', null, now)).toBe(true);
    expect(backupIsStale('2026-11-25T09:00:00.000Z', '2020-01-01T00:00:00.000Z', now)).toBe(false);
  });

  it('without any backup, counts from the studio’s first start', () => {
    expect(backupIsStale(null, '2026-11-24T10:00:00.000Z', now)).toBe(false);
    expect(backupIsStale(null, '2026-11-23T09:00:00.000Z', now)).toBe(true);
    expect(backupIsStale(null, null, now)).toBe(false);
  });
});

describe('the nightly time', () => {
  it('turns HH:MM into a daily cron pattern', () => {
    expect(nightlyPattern('03:30')).toBe('30 3 * * *');
    expect(nightlyPattern('00:00')).toBe('0 0 * * *');
    expect(nightlyPattern('23:59')).toBe('59 23 * * *');
    expect(nightlyPattern('19:05')).toBe('5 19 * * *');
  });

  it('refuses anything else', () => {
    for (const value of [
      '24:00',
      '3:30',
      '03:60',
      '03:3',
      ' 03:30',
      '03:30 ',
      '0330',
      '',
      '12:00:00',
      '29:00',
    ]) {
      expect(nightlyPattern(value), value).toBeNull();
    }
  });
});
