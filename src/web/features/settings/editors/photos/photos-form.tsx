/**
 * The home page's pictures as the owner edits them: the hero with the lines written over it, then the gallery's heading and
 * its photos in the order shown (1 to 12), each with a required description.
 */
import { useId } from 'react';
import {
  GALLERY_HEADING_MAX,
  GALLERY_PHOTOS_MAX,
  GALLERY_PHOTOS_MIN,
  HERO_INTRO_MAX,
  HERO_TAGLINE_MAX,
} from '#shared/schemas/site-photos.ts';
import { FieldError } from '../../../../components/ui/field.tsx';
import { photosFieldLabels } from '../../../../site-data/section-fields.ts';
import { PhotoField } from '../../photos/photo-field.tsx';
import { PhotoListEditor } from '../../photos/photo-list-editor.tsx';
import type { SectionFormProps } from '../section-editor-types.ts';
import styles from './photos-form.module.css';

export function PhotosForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'photos'>) {
  const id = useId();
  /** One line of text over a picture, with its hint or, after a failed save, its error. */
  const line = (
    field: 'heroTagline' | 'heroIntro' | 'galleryHeading',
    name: string,
    max: number,
    hint: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{photosFieldLabels[field]}</label>
      <input
        id={`${id}-${name}`}
        value={value[field]}
        maxLength={max}
        disabled={disabled}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={`${id}-${name}-${errors[field] ? 'error' : 'hint'}`}
        onChange={(event) => onChange({ ...value, [field]: event.target.value })}
      />
      {errors[field] ? (
        <FieldError inputId={`${id}-${name}`} message={errors[field]} />
      ) : (
        <p id={`${id}-${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
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
        <FieldError inputId={`${id}-hero`} message={errors.hero} />
        {line(
          'heroTagline',
          'tagline',
          HERO_TAGLINE_MAX,
          `사진 위, 학원 이름 바로 위에 작게 보이는 한 줄입니다 (${HERO_TAGLINE_MAX}자까지).`,
        )}
        {line(
          'heroIntro',
          'intro',
          HERO_INTRO_MAX,
          `학원 이름 아래에 보이는 문장입니다 (${HERO_INTRO_MAX}자까지). 뒤에 연습실 예약 시간 안내가 저절로 붙습니다.`,
        )}
      </section>
      <section className={styles.part} aria-labelledby={`${id}-gallery`}>
        <h2 id={`${id}-gallery`} className={styles.title}>
          갤러리
        </h2>
        {line('galleryHeading', 'heading', GALLERY_HEADING_MAX, '사진들 위에 보이는 한 줄 제목입니다.')}
        <p className="field-hint">
          보이는 순서대로 {GALLERY_PHOTOS_MIN}–{GALLERY_PHOTOS_MAX}장. 넓은 화면에서는 세 장씩 넘어가는
          슬라이드쇼, 휴대폰에서는 두 장씩 목록으로 보입니다. 손잡이(⠿)를 끌거나 위로·아래로 버튼으로 순서를
          바꿉니다.
        </p>
        <FieldError inputId={`${id}-gallery`} message={errors.gallery} />
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
