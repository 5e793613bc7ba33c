/**
 * The product photo (spec §4): choosing a file shows it at once from the device and starts the
 * upload at the same time; the returned address is what the form saves. Progress and failure
 * are said the same way as in the news editor.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { UploadStatus } from '../../../components/ui/upload-status.tsx';
import { ACCEPT_ATTRIBUTE, useImageUpload } from '../../../lib/use-image-upload.ts';
import styles from './image-picker.module.css';

interface ImagePickerProps {
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

export function ImagePicker({ value, onChange, onUploadingChange }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { state, upload, isUploading } = useImageUpload();

  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);
  // The local copy lives only while it is shown.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    const result = await upload(file);
    if (result) onChange(result.url);
    else {
      setPreview(null);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? value;
  return (
    <div className="field">
      <span className={styles.label}>상품 이미지</span>
      {shown ? <img className={styles.preview} src={shown} alt="선택한 상품 이미지 미리보기" /> : null}
      <div className={styles.buttons}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          disabled={isUploading}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <label className={`button button-secondary ${styles.pick}`} htmlFor={id}>
          {shown ? '다른 이미지 선택' : '이미지 선택'}
        </label>
        {shown && !isUploading ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setPreview(null);
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            이미지 빼기
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        JPEG, PNG, WebP, GIF 이미지 (10MB 이하). 고르면 바로 올라갑니다.
      </p>
      <UploadStatus state={state} className={styles.status} />
    </div>
  );
}
