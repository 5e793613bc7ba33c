/**
 * The facility page as the owner edits it: its notes, a line each (1 to 10), and its four
 * groups, each a title and 1 to 6 photos in the order shown, each with a required description.
 */

import { useId } from 'react';
import {
  FACILITY_GROUP_PHOTOS_MAX,
  FACILITY_GROUP_PHOTOS_MIN,
  FACILITY_GROUP_TITLE_MAX,
  FACILITY_NOTE_MAX,
  FACILITY_NOTES_MAX,
  FACILITY_NOTES_MIN,
  type FacilityGroup,
} from '#shared/schemas/site-facility.ts';
import { AddRowButton } from '../../../../components/ui/add-row-button.tsx';
import { FieldError } from '../../../../components/ui/field.tsx';
import { facilityFieldLabels } from '../../../../site-data/section-fields.ts';
import { PhotoListEditor } from '../../photos/photo-list-editor.tsx';
import { removeItem } from '../../photos/reorder.ts';
import parts from '../fields/page-form.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import styles from './facility-form.module.css';

export function FacilityForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'facility'>) {
  const id = useId();
  const setNotes = (notes: string[]) => onChange({ ...value, notes });
  const setGroup = (index: number, group: FacilityGroup) =>
    onChange({ ...value, groups: value.groups.map((old, at) => (at === index ? group : old)) });

  return (
    <div className={parts.form}>
      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>{facilityFieldLabels.notes}</legend>
        <p id={`${id}-notes-hint`} className="field-hint">
          페이지 맨 위에 점 목록으로 보입니다. 한 줄에 하나씩 {FACILITY_NOTES_MIN}–{FACILITY_NOTES_MAX}줄.
        </p>
        <FieldError message={errors.notes} />
        <ol className={styles.notes}>
          {value.notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place; the inputs hold no state of their own.
            <li key={index} className={styles.note}>
              <label className="visually-hidden" htmlFor={`${id}-note-${index}`}>
                {`안내 ${index + 1}번째 줄`}
              </label>
              <input
                id={`${id}-note-${index}`}
                className="input"
                value={note}
                maxLength={FACILITY_NOTE_MAX}
                aria-describedby={`${id}-notes-hint`}
                onChange={(event) =>
                  setNotes(value.notes.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
              <button
                type="button"
                className="button button-secondary"
                disabled={value.notes.length <= FACILITY_NOTES_MIN}
                onClick={() => setNotes(removeItem(value.notes, index))}
              >
                빼기 <span className="visually-hidden">{`(안내 ${index + 1}번째 줄)`}</span>
              </button>
            </li>
          ))}
        </ol>
        <AddRowButton
          className={styles.addNote}
          disabled={value.notes.length >= FACILITY_NOTES_MAX}
          onClick={() => setNotes([...value.notes, ''])}
        >
          안내 줄 추가
        </AddRowButton>
      </fieldset>
      <FieldError message={errors.groups} />
      {value.groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the page has four fixed places for groups.
        <section key={index} className={parts.part} aria-labelledby={`${id}-group-${index}`}>
          <h2 id={`${id}-group-${index}`} className={parts.title}>
            사진 묶음 {index + 1}: {group.title || '(제목 없음)'}
          </h2>
          <div className="field">
            <label htmlFor={`${id}-group-title-${index}`}>제목</label>
            <input
              id={`${id}-group-title-${index}`}
              value={group.title}
              maxLength={FACILITY_GROUP_TITLE_MAX}
              disabled={disabled}
              onChange={(event) => setGroup(index, { ...group, title: event.target.value })}
            />
          </div>
          <PhotoListEditor
            photos={group.photos}
            label={`${group.title || `묶음 ${index + 1}`} 사진`}
            min={FACILITY_GROUP_PHOTOS_MIN}
            max={FACILITY_GROUP_PHOTOS_MAX}
            disabled={disabled}
            onChange={(photos) => setGroup(index, { ...group, photos })}
          />
        </section>
      ))}
    </div>
  );
}
