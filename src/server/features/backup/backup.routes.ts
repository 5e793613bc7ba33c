/**
 * 백업과 전체 데이터 내보내기 (docs/decisions/042), the owner's alone: a fresh backup archive as
 * a download, the last good backup's time, and every table the studio owns as CSV files. The
 * nightly backup runs in this process (backup-scheduler.ts). Each download is in the audit log.
 */
import fs from 'node:fs';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageFor } from '#shared/messages/ko.ts';
import {
  backupDrill,
  backupDrillsResponse,
  backupStatusResponse,
  backupTargetRequest,
  backupTargetResponse,
  runBackupResponse,
  saveBackupTargetResponse,
  testBackupTargetResponse,
} from '#shared/schemas/backup.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { guardErrors, inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { startNightlyBackups, startRestoreDrills } from './backup-scheduler.ts';
import { BackupService, type TemporaryArchive } from './backup-service.ts';
import { bucketSettingsFor, readTarget, saveTarget } from './backup-target.ts';
import { listDrills } from './drills.queries.ts';
import { OffsiteUploader } from './offsite.ts';
import { restoreIntoScratchSchema } from './pg-restore.ts';
import { RestoreDrills } from './restore-drill.ts';
import { checkBucket } from './s3-bucket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
    backupDrills: RestoreDrills;
  }
}

const archiveBody = z.unknown().describe('application/gzip (.tar.gz)');

/**
 * Passes a file of `total` bytes on as it is, calling `beforeLast` just before its last bytes
 * go. The browser knows the download is whole from its length and asks for the status at once:
 * the file stream's own 'end' comes only after one more read finds nothing, which on a busy
 * machine can be after that request has arrived.
 */
export function beforeLastBytes(total: number, beforeLast: () => void): Transform {
  let passed = 0;
  let called = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      passed += chunk.length;
      if (!called && passed >= total) {
        called = true;
        beforeLast();
      }
      callback(null, chunk);
    },
  });
}

/**
 * Sends the archive as a download and removes it once the response is over. `onLastBytes` is
 * told, just before the last bytes go, whether the response then finished (or was aborted).
 */
function sendArchive(
  reply: FastifyReply,
  archive: TemporaryArchive,
  onLastBytes?: (finished: Promise<boolean>) => Promise<void>,
) {
  const file = fs.createReadStream(archive.file);
  let cleaned = false;
  const clean = () => {
    if (cleaned) return;
    cleaned = true;
    void archive.remove();
  };
  file.on('close', clean);
  reply.raw.on('close', clean);
  let body: Readable = file;
  if (onLastBytes) {
    const finished = new Promise<boolean>((resolve) => {
      reply.raw.once('finish', () => resolve(true));
      reply.raw.once('close', () => resolve(false));
    });
    body = pipeline(
      file,
      beforeLastBytes(archive.size, () => {
        void onLastBytes(finished).catch((error: unknown) =>
          reply.log.warn({ err: error }, 'backup status not written'),
        );
      }),
      () => {
        // An error or an abort has destroyed both streams; the response reports it.
      },
    );
  }
  return reply
    .type('application/gzip')
    .header('content-length', archive.size)
    .header('content-disposition', `attachment; filename="${archive.name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const ownerRoutes = routesOf(app, 'backup', app.requireRole('owner'));
  /** The owner's backup actions, each a line of the audit log. */
  const audited = (
    request: Parameters<typeof requestActor>[0],
    action: 'backup.download' | 'backup.run' | 'backup.drill' | 'backup.target',
    at: Date,
  ) => recordAudit(app.db, { actor: requestActor(request), now: at }, { action, target: 'backup' });
  const service = new BackupService(app.dbHandle, config);
  app.decorate('backups', service);
  const box = app.settingsBox;
  service.offsite = new OffsiteUploader(app.db, box, config, () => app.clock.now(), app.log);
  startNightlyBackups(app, service, config.backup);
  const drills = new RestoreDrills(
    app.db,
    service.offsite,
    { folder: config.backup.dir, dialect: app.dbHandle.dialect },
    () => app.clock.now(),
    app.log,
  );
  // PostgreSQL's drill restores into a scratch schema of the same database, then drops it.
  if (app.dbHandle.dialect === 'postgres' && config.databaseUrl)
    drills.scratchRestore = restoreIntoScratchSchema(config.databaseUrl);
  app.decorate('backupDrills', drills);
  startRestoreDrills(app, service, drills, config.backup);
  app.addHook('onReady', async () => {
    await service.offsite?.resume();
  });
  app.addHook('onClose', async () => {
    service.offsite?.close();
  });

  ownerRoutes.get('/api/backup', {
    summary: '백업 내려받기 (원장; 데이터베이스와 사진을 담은 .tar.gz)',
    response: { 200: archiveBody, ...guardErrors, 409: errorResponse },
    handler: async (request, reply) => {
      if (!service.supported) throw new AppError('backup.postgres_unsupported', 409);
      const now = app.clock.now();
      // A backup already running answers 409 (BackupBusy).
      const archive = await service.lock.run(
        async () => {
          // Written first, so the archive carries its own entry.
          await audited(request, 'backup.download', now);
          return service.writeTemporary(now);
        },
        { wait: false },
      );
      // From its last bytes on, a status read (the page asks as soon as it has the file) waits
      // for the response to finish and for the record written then.
      return sendArchive(reply, archive, (finished) =>
        service.recordWhen(finished, { at: now.toISOString(), source: 'download', file: archive.name }),
      );
    },
  });

  ownerRoutes.get('/api/backup/status', {
    summary: '마지막 백업 시각과 매일 밤 자동 백업 (원장)',
    response: { 200: backupStatusResponse, ...guardErrors },
    handler: async () => service.status(app.clock.now()),
  });

  ownerRoutes.post('/api/backup/run', {
    summary: '지금 백업 (원장): 서버의 백업 폴더에 만들고, 외부 저장소가 있으면 암호화해 올림',
    response: { 200: runBackupResponse, ...guardErrors, 409: errorResponse },
    handler: async (request) => {
      if (!service.supported) throw new AppError('backup.postgres_unsupported', 409);
      const now = app.clock.now();
      await audited(request, 'backup.run', now);
      return service.runKept(now, 'manual');
    },
  });

  ownerRoutes.get('/api/backup/drills', {
    summary: '복원 훈련 기록 (원장; 최근 20번, 새것부터)',
    response: { 200: backupDrillsResponse, ...guardErrors },
    handler: async () => ({ drills: await listDrills(app.db, 20) }),
  });

  ownerRoutes.post('/api/backup/drills', {
    summary:
      '지금 복원 훈련 (원장): 가장 최근 외부 백업을 내려받아 복호화·검사하고, 임시 위치에 복원해 표마다 행 수를 비교',
    response: { 200: backupDrill, ...guardErrors, 409: errorResponse },
    handler: async (request) => {
      if (!service.supported) throw new AppError('backup.postgres_unsupported', 409);
      const drill = drills.run();
      await audited(request, 'backup.drill', app.clock.now());
      return drill;
    },
  });

  ownerRoutes.get('/api/backup/target', {
    summary: '외부 저장소(S3 호환 버킷) 설정 (원장; 비밀 키와 백업 암호는 담기지 않음)',
    response: { 200: backupTargetResponse, ...guardErrors },
    handler: async () => readTarget(app.db),
  });

  ownerRoutes.put('/api/backup/target', {
    summary: '외부 저장소 저장 (원장; 비밀 키·암호를 비우면 저장된 것을 그대로 씀)',
    body: backupTargetRequest,
    response: { 200: saveBackupTargetResponse, ...inputErrors },
    handler: async (request) => {
      const now = app.clock.now();
      const { generated } = await saveTarget(app.db, box, request.body, now);
      await audited(request, 'backup.target', now);
      return {
        message: '외부 저장소를 저장했습니다.',
        target: await readTarget(app.db),
        generatedPassphrase: generated,
      };
    },
  });

  ownerRoutes.post('/api/backup/target/test', {
    summary: '연결 확인: 작은 파일을 쓰고, 읽고, 지워 봄 (원장; 비밀 키를 비우면 저장된 키로)',
    body: backupTargetRequest,
    response: { 200: testBackupTargetResponse, ...inputErrors },
    handler: async (request) => {
      const settings = await bucketSettingsFor(app.db, box, request.body);
      const failure = await checkBucket(settings, config.outbound);
      if (!failure) {
        return {
          ok: true,
          failedStep: null,
          code: null,
          message: '연결을 확인했습니다: 버킷에 파일을 쓰고, 읽고, 지울 수 있습니다.',
        };
      }
      request.log.info({ code: failure.code, detail: failure.detail }, 'backup bucket check failed');
      return {
        ok: false,
        failedStep: failure.step === 'list' ? 'read' : failure.step,
        code: failure.code,
        message: `${messageFor(failure.code)} (${failure.detail.slice(0, 160)})`,
      };
    },
  });

  ownerRoutes.get('/api/export', {
    summary:
      '전체 데이터 내보내기 (원장; 학생·레슨·결제·잔여 기록·시간표·소식·상품·주문·상담 CSV를 .tar.gz로)',
    response: { 200: archiveBody, ...guardErrors },
    handler: async (request, reply) => {
      const now = app.clock.now();
      await recordAudit(
        app.db,
        { actor: requestActor(request), now },
        { action: 'data.export', target: 'export' },
      );
      return sendArchive(reply, await service.writeExport(now));
    },
  });
};

/** Registered unencapsulated: `app.backups` is the owner's pages' and the tests' way to the service. */
export const backupRoutes = fp(routes, { name: 'backup' });
