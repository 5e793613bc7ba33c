/**
 * One image upload with its state: progress while it runs, the spec's red message when it fails.
 * Used by the news editor and the product form.
 */
import { useCallback, useState } from 'react';
import { messageFor } from '#shared/messages/ko.ts';
import type { UploadImageResponse } from '#shared/schemas/news.ts';
import { ApiError } from './api-client.ts';
import { uploadImage } from './upload-image.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const ACCEPT_ATTRIBUTE = ACCEPTED.join(',');
export const UPLOAD_FAILED = '이미지 업로드 중 오류가 발생했습니다.';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'error'; detail: string | null };

export function useImageUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = useCallback(async (file: File): Promise<UploadImageResponse | null> => {
    // Refuse early what the server would refuse, without sending megabytes for nothing.
    if (file.size > MAX_BYTES) {
      setState({ status: 'error', detail: messageFor('upload.too_large') });
      return null;
    }
    if (file.type && !ACCEPTED.includes(file.type)) {
      setState({ status: 'error', detail: messageFor('upload.unsupported_type') });
      return null;
    }
    setState({ status: 'uploading', progress: 0 });
    try {
      const result = await uploadImage(file, (progress) => setState({ status: 'uploading', progress }));
      setState({ status: 'idle' });
      return result;
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 500 ? error.message : null;
      setState({ status: 'error', detail });
      return null;
    }
  }, []);

  return { state, upload, isUploading: state.status === 'uploading' };
}
