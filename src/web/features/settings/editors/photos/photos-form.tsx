/**
 * The home page's pictures as the owner edits them: the hero, then the gallery's heading and
 * its photos in the order shown (1 to 12), each with a required description.
 */
import { useId } from 'react';
import { GALLERY_HEADING_MAX, GALLERY_PHOTOS_MAX, GALLERY_PHOTOS_MIN } from '#shared/schemas/site-photos.ts';
import { photosFieldLabels } from '../../../../site-data/section-fields.ts';
import { PhotoField } from '../../photos/photo-field.tsx';
import { PhotoListEditor } from '../../photos/photo-list-editor.tsx';
import type { SectionFormProps } from '../section-editor-types.ts';
import styles from './photos-form.module.css';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

export function PhotosForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'photos'>) {
  const id = useId();
  return (
    <div className={styles.form}>
      <section className={styles.part} aria-labelledby={`${id}-hero`}>
        <h2 id={`${id}-hero`} className={styles.title}>
          대표 사진
        </h2>
        <p className="field-hint">
          홈 첫 화면을 가득 채우는 사진입니다. 가로로 긴 사진(2:1 정도)이 잘 어울리고, 왼쪽에 학원 이름이 겹쳐
          보입니다.
        </p>
        <PhotoField
          value={value.hero}
          label="대표 사진"
          disabled={disabled}
          onChange={(hero) => onChange({ ...value, hero })}
        />
        <FieldError id={`${id}-hero-error`} message={errors.hero} />
      </section>
      <section className={styles.part} aria-labelledby={`${id}-gallery`}>
        <h2 id={`${id}-gallery`} className={styles.title}>
          갤러리
        </h2>
        <div className="field">
          <label htmlFor={`${id}-heading`}>{photosFieldLabels.galleryHeading}</label>
          <input
            id={`${id}-heading`}
            value={value.galleryHeading}
            maxLength={GALLERY_HEADING_MAX}
            disabled={disabled}
            aria-invalid={errors.galleryHeading ? true : undefined}
            aria-describedby={errors.galleryHeading ? `${id}-heading-error` : `${id}-heading-hint`}
            onChange={(event) => onChange({ ...value, galleryHeading: event.target.value })}
          />
          {errors.galleryHeading ? (
            <FieldError id={`${id}-heading-error`} message={errors.galleryHeading} />
          ) : (
            <p id={`${id}-heading-hint`} className="field-hint">
              사진들 위에 보이는 한 줄 제목입니다.
            </p>
          )}
        </div>
        <p className="field-hint">
          보이는 순서대로 {GALLERY_PHOTOS_MIN}–{GALLERY_PHOTOS_MAX}장. 넓은 화면에서는 세 장씩 넘어가는
          슬라이드쇼, 휴대폰에서는 두 장씩 목록으로 보입니다. 손잡이(⠿)를 끌거나 위로·아래로 버튼으로 순서를
          바꿉니다.
        </p>
        <FieldError id={`${id}-gallery-error`} message={errors.gallery} />
        <PhotoListEditor
          photos={value.gallery}
          label="갤러리 사진"
          min={GALLERY_PHOTOS_MIN}
          max={GALLERY_PHOTOS_MAX}
          disabled={disabled}
          onChange={(gallery) => onChange({ ...value, gallery })}
        />
      </section>
    </div>
  );
}
