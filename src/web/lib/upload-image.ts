/**
 * POST /api/img with upload progress, which fetch cannot report; hence XMLHttpRequest.
 * Failures become the same ApiError the rest of the app throws.
 */
import { isErrorBody } from '#shared/errors.ts';
import { messageFor } from '#shared/messages/ko.ts';
import type { UploadImageResponse } from '#shared/schemas/news.ts';
import { ApiError } from './api-client.ts';

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadImageResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/img');
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = undefined;
      }
      if (request.status === 200 && data && typeof data === 'object' && 'url' in data) {
        resolve(data as UploadImageResponse);
      } else if (isErrorBody(data)) {
        reject(new ApiError(request.status, data.error.code, data.error.message));
      } else {
        reject(new ApiError(request.status, 'internal', messageFor('internal')));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network', messageFor('network'))));
    request.addEventListener('abort', () => reject(new DOMException('upload aborted', 'AbortError')));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
