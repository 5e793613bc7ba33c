/**
 * One picture of the studio's content in a settings form: the picture as it is now, "사진 바꾸기"
 * to upload another through the site's one image pipeline (checked, re-encoded to WebP), and its
 * required description. A new picture takes the size the server measured, and an empty
 * description, since the old one told of another picture; focus moves there to write it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { messageFor } from '#shared/messages/ko.ts';
import { PHOTO_ALT_MAX, type SitePhoto } from '#shared/schemas/site-photo.ts';
import { Field } from '../../../components/ui/field.tsx';
import { UploadStatus } from '../../../components/ui/upload-status.tsx';
import { ACCEPT_ATTRIBUTE, useImageUpload } from '../../../lib/use-image-upload.ts';
import { resolvePhoto } from '../../../site-data/resolve-photo.ts';
import styles from './photo-field.module.css';

interface PhotoFieldProps {
  value: SitePhoto;
  onChange: (next: SitePhoto) => void;
  /** The picture's name in the form (`대표 사진`, `3번째 사진`). */
  label: string;
  disabled?: boolean;
  /** Told when an upload starts and ends, so a form can hold its publish meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
}

export function PhotoField({ value, onChange, label, disabled = false, onUploadingChange }: PhotoFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { state, upload, isUploading } = useImageUpload();

  useEffect(() => onUploadingChange?.(isUploading), [isUploading, onUploadingChange]);
  // The local copy lives only while it is shown.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    const result = await upload(file);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!result) return;
    onChange({ src: result.url, alt: '', width: result.width, height: result.height });
    altInput.current?.focus();
  };

  const photo = resolvePhoto(value);
  const altMissing = value.alt.trim() === '';
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.body}>
        <div className={styles.frame}>
          <img
            className={styles.image}
            src={preview ?? photo.src}
            srcSet={preview ? undefined : photo.srcSet}
            sizes="(max-width: 767.98px) 40vw, 200px"
            width={value.width}
            height={value.height}
            alt={preview ? `${label}: 올리는 중인 새 사진` : `${label}: ${value.alt || '설명 없음'}`}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className={styles.controls}>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="visually-hidden"
            aria-describedby={`${id}-file-hint`}
            disabled={disabled || isUploading}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <label
            className={`button button-secondary ${styles.pick}`}
            htmlFor={`${id}-file`}
            aria-disabled={disabled || isUploading ? true : undefined}
          >
            사진 바꾸기 <span className="visually-hidden">({label})</span>
          </label>
          <p id={`${id}-file-hint`} className="field-hint">
            JPEG, PNG, WebP, GIF (10MB 이하). 고르면 바로 올라갑니다.
          </p>
          <UploadStatus state={state} />
          <Field
            id={`${id}-alt`}
            className={styles.alt}
            label="사진 설명"
            hint="사진을 볼 수 없는 분께 읽어 주는 글입니다. 무엇이 보이는지 한 문장으로 적어 주세요."
            error={altMissing ? messageFor('site.photo_alt_required') : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={altInput}
                value={value.alt}
                required
                maxLength={PHOTO_ALT_MAX}
                onChange={(event) => onChange({ ...value, alt: event.target.value })}
              />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
