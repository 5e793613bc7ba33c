/**
 * The owner's backups (docs/decisions/042): the last good backup (GET /api/backup/status), and
 * the two downloads, fetched here so that a refusal shows its Korean message instead of a file
 * of JSON, and saved under the name the server gives.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isErrorBody } from '#shared/errors.ts';
import { commonMessages } from '#shared/messages/common.ts';
import type {
  BackupDrill,
  BackupStatus,
  BackupTarget,
  BackupTargetRequest,
  RunBackup,
  SaveBackupTarget,
  TestBackupTarget,
} from '#shared/schemas/backup.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const backupStatusKey = ['backup', 'status'] as const;

export function useBackupStatus(enabled = true) {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: () => api.get<BackupStatus>('/api/backup/status'),
    enabled,
    staleTime: 60_000,
  });
}

/** The file name in `attachment; filename="…"`, else the fallback. */
function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

async function download(url: string, fallback: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', commonMessages.network);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, 'internal', commonMessages.internal);
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallback);
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; let the memory go a little later.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
  return name;
}

export function useDownloadBackup() {
  return useRefreshingMutation(backupStatusKey, () => download('/api/backup', 'studio-backup.tar.gz'));
}

export function useDownloadExport() {
  return useMutation({ mutationFn: () => download('/api/export', 'studio-export.tar.gz') });
}

const backupTargetKey = ['backup', 'target'] as const;

export function useBackupTarget() {
  return useQuery({ queryKey: backupTargetKey, queryFn: () => api.get<BackupTarget>('/api/backup/target') });
}

export function useSaveBackupTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupTargetRequest) => api.put<SaveBackupTarget>('/api/backup/target', body),
    onSuccess: (answer) => {
      client.setQueryData(backupTargetKey, answer.target);
      void client.invalidateQueries({ queryKey: backupStatusKey });
    },
  });
}

export function useTestBackupTarget() {
  return useMutation({
    mutationFn: (body: BackupTargetRequest) => api.post<TestBackupTarget>('/api/backup/target/test', body),
  });
}

export function useRunBackup() {
  return useRefreshingMutation(backupStatusKey, () => api.post<RunBackup>('/api/backup/run'));
}

const backupDrillsKey = ['backup', 'drills'] as const;

export function useBackupDrills() {
  return useQuery({
    queryKey: backupDrillsKey,
    queryFn: () => api.get<{ drills: BackupDrill[] }>('/api/backup/drills'),
  });
}

export function useRunDrill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BackupDrill>('/api/backup/drills'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backupDrillsKey });
      void client.invalidateQueries({ queryKey: backupStatusKey });
    },
  });
}
