/**
 * The studio's details as the owner edits them: every field of the studio section, each with
 * a Korean label and a hint of the forms it takes (src/shared/schemas/site.ts has the rules).
 * The map position is two number fields and a map to tap.
 */

import { useEffect, useId, useState } from 'react';
import {
  STUDIO_ADDRESS_MAX,
  STUDIO_EMAIL_MAX,
  STUDIO_FLOOR_MAX,
  STUDIO_NAME_MAX,
  STUDIO_NOTE_MAX,
  STUDIO_OWNER_MAX,
  STUDIO_PRIVACY_CONTACT_MAX,
  STUDIO_SHORT_NAME_MAX,
  STUDIO_STATION_MAX,
  STUDIO_URL_MAX,
  type StudioSettings,
} from '#shared/schemas/site.ts';
import { KOREA_BOUNDS } from '#shared/studio-rules.ts';
import { FieldError } from '../../../../components/ui/field.tsx';
import { studioFieldLabels } from '../../../../site-data/section-fields.ts';
import boxes from '../fields/boxed-groups.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import { LocationPicker } from './location-picker.tsx';
import styles from './studio-form.module.css';
import { StudioMentions } from './studio-mentions.tsx';

type TextField = Exclude<keyof StudioSettings, 'coordinates'>;

interface FieldSpec {
  field: TextField;
  label: string;
  hint?: string;
  max: number;
  multiline?: boolean;
  type?: 'tel' | 'url' | 'email' | 'text';
  inputMode?: 'tel' | 'url' | 'email' | 'numeric';
  autoComplete?: string;
}

const groups: Array<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: '학원 이름',
    fields: [
      {
        field: 'name',
        label: studioFieldLabels.name,
        hint: '바닥글, 영수증, 검색 결과에 보이는 정식 이름입니다.',
        max: STUDIO_NAME_MAX,
        autoComplete: 'organization',
      },
      {
        field: 'shortName',
        label: studioFieldLabels.shortName,
        hint: '맨 위 메뉴 왼쪽에 보이는 이름입니다. 휴대폰에서도 한 줄에 들어가게 짧게 써 주세요.',
        max: STUDIO_SHORT_NAME_MAX,
      },
    ],
  },
  {
    legend: '연락처',
    fields: [
      {
        field: 'phone',
        label: studioFieldLabels.phone,
        hint: '02-123-4567, 031-1234-5678, 010-1234-5678, 1588-1234 같은 형식. 하이픈 없이 써도 됩니다.',
        max: 30,
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
      },
      {
        field: 'kakaoChannelUrl',
        label: studioFieldLabels.kakaoChannelUrl,
        hint: 'https://로 시작하는 전체 주소(예: https://pf.kakao.com/_abcd). 없으면 비워 두세요.',
        max: STUDIO_URL_MAX,
        type: 'url',
        inputMode: 'url',
      },
      {
        field: 'email',
        label: studioFieldLabels.email,
        hint: 'name@example.com 형식. 없으면 비워 두세요.',
        max: STUDIO_EMAIL_MAX,
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
      },
    ],
  },
  {
    legend: '위치와 이용 안내',
    fields: [
      {
        field: 'address',
        label: studioFieldLabels.address,
        hint: '도로명 주소. 지도 위치는 아래에서 따로 정합니다.',
        max: STUDIO_ADDRESS_MAX,
        autoComplete: 'street-address',
      },
      {
        field: 'floor',
        label: studioFieldLabels.floor,
        hint: '예: 3층 301호. 없으면 비워 두세요.',
        max: STUDIO_FLOOR_MAX,
      },
      {
        field: 'station',
        label: studioFieldLabels.station,
        hint: '예: 2호선 강남역 3번 출구에서 걸어서 5분',
        max: STUDIO_STATION_MAX,
      },
      {
        field: 'hours',
        label: studioFieldLabels.hours,
        hint: '줄을 바꿔 평일과 주말을 따로 쓸 수 있습니다.',
        max: STUDIO_NOTE_MAX,
        multiline: true,
      },
      {
        field: 'parking',
        label: studioFieldLabels.parking,
        hint: '줄을 바꿔 여러 줄로 쓸 수 있습니다.',
        max: STUDIO_NOTE_MAX,
        multiline: true,
      },
    ],
  },
  {
    legend: '사업자 정보',
    fields: [
      {
        field: 'businessNumber',
        label: studioFieldLabels.businessNumber,
        hint: '123-45-67890 형식(숫자 10자리). 사업자등록증의 번호를 그대로 써 주세요.',
        max: 20,
        inputMode: 'numeric',
      },
      {
        field: 'owner',
        label: studioFieldLabels.owner,
        hint: '영수증에 대표자로 나옵니다.',
        max: STUDIO_OWNER_MAX,
      },
      {
        field: 'privacyOfficer',
        label: studioFieldLabels.privacyOfficer,
        hint: '개인정보 처리방침에 나오는 책임자입니다. 비워 두면 대표자가 책임자입니다.',
        max: STUDIO_OWNER_MAX,
      },
      {
        field: 'privacyOfficerContact',
        label: studioFieldLabels.privacyOfficerContact,
        hint: '전화번호나 이메일. 비워 두면 학원 전화번호가 나옵니다.',
        max: STUDIO_PRIVACY_CONTACT_MAX,
      },
    ],
  },
];

/** A number field that keeps what is typed ("37.", "") while the draft holds its number (or NaN). */
function CoordinateInput({
  id,
  label,
  value,
  bounds,
  disabled,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  bounds: { min: number; max: number };
  disabled: boolean;
  invalid: boolean;
  describedBy: string;
  onChange(next: number): void;
}) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : '');
  useEffect(() => {
    setText((typed) =>
      Number(typed) === value || (typed === '' && Number.isNaN(value)) ? typed : String(value),
    );
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        min={bounds.min}
        max={bounds.max}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
        }}
      />
    </div>
  );
}

export function StudioForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'studio'>) {
  const id = useId();
  const set = <Field extends keyof StudioSettings>(field: Field, next: StudioSettings[Field]) =>
    onChange({ ...value, [field]: next });
  const describedBy = (field: string, hint: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const errorLine = (field: string) => <FieldError inputId={`${id}-${field}`} message={errors[field]} />;

  return (
    <div className={boxes.form}>
      <StudioMentions />
      {groups.map((group) => (
        <fieldset key={group.legend} className={boxes.group} disabled={disabled}>
          <legend className={boxes.legend}>{group.legend}</legend>
          {group.fields.map((spec) => {
            const common = {
              id: `${id}-${spec.field}`,
              value: value[spec.field],
              maxLength: spec.max,
              'aria-invalid': errors[spec.field] ? true : undefined,
              'aria-describedby': describedBy(spec.field, Boolean(spec.hint)),
            };
            return (
              <div key={spec.field} className="field">
                <label htmlFor={common.id}>{spec.label}</label>
                {spec.multiline ? (
                  <textarea {...common} rows={3} onChange={(event) => set(spec.field, event.target.value)} />
                ) : (
                  <input
                    {...common}
                    type={spec.type ?? 'text'}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete ?? 'off'}
                    onChange={(event) => set(spec.field, event.target.value)}
                  />
                )}
                {spec.hint ? (
                  <p id={`${id}-${spec.field}-hint`} className="field-hint">
                    {spec.hint}
                  </p>
                ) : null}
                {errorLine(spec.field)}
              </div>
            );
          })}
          {group.legend === '위치와 이용 안내' ? (
            <fieldset className={styles.position}>
              <legend className={styles.subLegend}>{studioFieldLabels.coordinates}</legend>
              <p id={`${id}-coordinates-hint`} className="field-hint">
                지도를 누르거나 표시를 끌어서 학원 위치를 정하세요. 위도와 경도를 직접 입력해도 됩니다.
              </p>
              <LocationPicker
                value={value.coordinates}
                disabled={disabled}
                label="학원 위치 고르기 지도"
                onChange={(coordinates) => set('coordinates', coordinates)}
              />
              <div className={styles.pair}>
                {(['lat', 'lng'] as const).map((axis) => (
                  <CoordinateInput
                    key={axis}
                    id={`${id}-${axis}`}
                    label={axis === 'lat' ? '위도' : '경도'}
                    value={value.coordinates[axis]}
                    bounds={KOREA_BOUNDS[axis]}
                    disabled={disabled}
                    invalid={Boolean(errors.coordinates)}
                    describedBy={describedBy('coordinates', true) ?? ''}
                    onChange={(next) => set('coordinates', { ...value.coordinates, [axis]: next })}
                  />
                ))}
              </div>
              {errorLine('coordinates')}
            </fieldset>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}
