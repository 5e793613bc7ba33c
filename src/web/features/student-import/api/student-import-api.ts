/**
 * 학생 가져오기: the file goes to `POST /api/member/import` as a form, first as a preview
 * (dryRun=true), then once more to import; a finished import makes every student list read again.
 */
import { useMutation } from '@tanstack/react-query';
import type { ImportResponse } from '#shared/schemas/student-import.ts';
import type { ImportMapping } from '#shared/student-import-rules.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const IMPORT_TEMPLATE_URL = '/api/member/import/template';

interface ImportInput {
  file: File;
  /** The columns the teacher chose; left out, the server guesses them from the header row. */
  mapping?: ImportMapping | undefined;
}

function sendImport(input: ImportInput, dryRun: boolean): Promise<ImportResponse> {
  const form = new FormData();
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  form.append('file', input.file);
  return api.post<ImportResponse>(withQuery('/api/member/import', { dryRun: String(dryRun) }), form);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (input: ImportInput) => sendImport(input, true) });
}

/** The students feature's lists all live under `['students']`. */
export function useImportStudents() {
  return useRefreshingMutation(['students'], (input: ImportInput) => sendImport(input, false));
}
