/**
 * Lesson files go into the backup and the export. A backup restored into an empty folder holds
 * every file byte for byte — in the images' folder or in the database, as they were kept —
 * and the export carries each file beside the CSV that lists it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEntries } from '../../testing/archive-entries.ts';
import { m4a, mp3, pdf, uploadFile } from '../../testing/lesson-files.ts';
import { studentWithLesson } from '../../testing/lesson-notes.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { restoreArchive } from './backup-archive.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lesson-files-backup-'));

async function entriesOf(body: Buffer): Promise<Map<string, Buffer>> {
  const file = path.join(fs.mkdtempSync(path.join(scratch, 'a-')), 'archive.tar.gz');
  fs.writeFileSync(file, body);
  return archiveEntries(file);
}

describe.each(['disk', 'database'] as const)(
  'lesson files kept on %s in backups and the export',
  (storage) => {
    let t: TestApp;
    let owner: SignedIn;
    let files: { id: string; ext: string; data: Buffer }[];

    beforeAll(async () => {
      ({ t, owner } = await appWithOwner({
        now: '2026-11-25T15:00:00+09:00',
        env: { UPLOAD_STORAGE: storage },
      }));
      const kim = await signIn(t.app, 'teacher');
      const { lessonId } = await studentWithLesson(t, kim, '김민지');
      // The recording spans several of the database's pieces.
      const kinds = [
        [mp3(1500), 'mp3'],
        [m4a(), 'm4a'],
        [pdf(), 'pdf'],
      ] as const;
      files = [];
      for (const [data, ext] of kinds) {
        const response = await uploadFile(t.app, kim, lessonId, { data });
        expect(response.statusCode).toBe(201);
        files.push({ id: response.json().id, ext, data });
      }
    });
    afterAll(() => t.close());

    it.runIf(testDialect() === 'sqlite')('restores every file byte for byte from a backup', async () => {
      const download = await t.app.inject({ url: '/api/backup', headers: { cookie: owner.cookie } });
      expect(download.statusCode).toBe(200);
      const archive = path.join(fs.mkdtempSync(path.join(scratch, 'b-')), 'backup.tar.gz');
      fs.writeFileSync(archive, download.rawPayload);
      const restored = path.join(scratch, `restored-${storage}`);
      const manifest = await restoreArchive(archive, restored);
      expect(manifest.tables.lesson_files).toBe(3);

      const copy = new SqliteDatabase(path.join(restored, 'studio.db'), { readonly: true });
      try {
        for (const file of files) {
          const bytes =
            storage === 'disk'
              ? fs.readFileSync(path.join(restored, 'uploads', `lf-${file.id}.${file.ext}`))
              : Buffer.concat(
                  copy
                    .prepare('select data from lesson_file_chunks where file_id = ? order by seq')
                    .pluck()
                    .all(file.id) as Buffer[],
                );
          expect(bytes.equals(file.data), file.ext).toBe(true);
          expect(copy.prepare('select size from lesson_files where id = ?').pluck().get(file.id)).toBe(
            file.data.length,
          );
        }
      } finally {
        copy.close();
      }
    });

    it('puts every file into the export beside the CSV that lists it', async () => {
      const response = await t.app.inject({ url: '/api/export', headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(200);
      const entries = await entriesOf(response.rawPayload);
      for (const file of files) {
        expect(entries.get(`lesson-files/lf-${file.id}.${file.ext}`)?.equals(file.data), file.ext).toBe(true);
      }
      const rows = parseCsv(entries.get('lesson-files.csv')?.toString('utf8').slice(1) ?? '');
      const ids = rows.slice(1).map((row) => row[rows[0]?.indexOf('id') ?? 0]);
      expect(ids.sort()).toEqual(files.map((file) => file.id).sort());
      expect([...entries.keys()].filter((name) => name.startsWith('lesson-files/')).length).toBe(3);
    });
  },
);
