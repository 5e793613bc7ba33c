/**
 * The practice-room board as the owner edits it: the first and last start hours, the rooms in
 * their order, the daily limit per name and the rules shown beside the booking form
 * (src/shared/schemas/site-board.ts has the rules).
 */
import { useId } from 'react';
import { boardHoursLabel } from '#shared/board-hours.ts';
import { overLimitMessage } from '#shared/board-texts.ts';
import {
  boardHours,
  defaultRoomName,
  MAX_ROOMS,
  MAX_START_HOUR,
  MIN_START_HOUR,
} from '#shared/booking-rules.ts';
import {
  BOARD_ROOM_NAME_MAX,
  BOARD_RULE_MAX,
  BOARD_RULES_MAX,
  type BoardSettings,
} from '#shared/schemas/site-board.ts';
import { hourLabel } from '#shared/time.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { SelectOptions } from '../../../../components/ui/select-options.tsx';
import { boardFieldLabels } from '../../../../site-data/section-fields.ts';
import { NumberField } from '../fields/number-field.tsx';
import parts from '../fields/page-form.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import styles from './board-form.module.css';
import { OrderedLines } from './ordered-lines.tsx';

const startHours = Array.from(
  { length: MAX_START_HOUR - MIN_START_HOUR + 1 },
  (_, index) => MIN_START_HOUR + index,
);

/** A name for a new room that no room has yet: 7번 방, 8번 방, … */
function newRoomName(rooms: string[]): string {
  let number = rooms.length + 1;
  while (rooms.includes(defaultRoomName(number))) number += 1;
  return defaultRoomName(number);
}

export function BoardForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'board'>) {
  const id = useId();
  const set = <Field extends keyof BoardSettings>(field: Field, next: BoardSettings[Field]) =>
    onChange({ ...value, [field]: next });
  const hours = value.lastHour >= value.openHour ? boardHours(value).length : 0;

  const hourSelect = (field: 'openHour' | 'lastHour', hint: string) => (
    <Field id={`${id}-${field}`} label={boardFieldLabels[field]} hint={hint} error={errors[field]}>
      {(control) => (
        <select
          {...control}
          value={value[field]}
          disabled={disabled}
          onChange={(event) => set(field, Number(event.target.value))}
        >
          <SelectOptions
            values={startHours}
            label={(hour) => `${hourLabel(hour)} (${String(hour).padStart(2, '0')}:00)`}
          />
        </select>
      )}
    </Field>
  );

  return (
    <div className={parts.form}>
      <p className={styles.note} id={`${id}-kept`}>
        방이나 시간을 줄여도 이미 받은 예약은 지워지지 않고 남습니다. 다만 없앤 방·시간의 예약은 예약 현황에
        보이지 않고, 그 칸은 예약하거나 삭제할 수 없습니다. 방이나 시간을 다시 늘리면 그 예약이 다시 보입니다.
      </p>

      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>예약 시간</legend>
        <div className={styles.hours}>
          {hourSelect('openHour', '하루의 첫 예약 칸이 시작하는 시각입니다.')}
          {hourSelect('lastHour', '마지막 예약 칸이 시작하는 시각입니다. 그 칸은 한 시간 뒤에 끝납니다.')}
        </div>
        <p className={styles.summary} aria-live="polite">
          {hours > 0 ? `${boardHoursLabel(value)}, 하루 ${hours}칸` : '마지막 시각이 첫 시각보다 빠릅니다.'}
        </p>
      </fieldset>

      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>{boardFieldLabels.rooms}</legend>
        <p id={`${id}-rooms-hint`} className="field-hint">
          예약 현황의 열 제목이 됩니다. 1–{MAX_ROOMS}개, 이름은 {BOARD_ROOM_NAME_MAX}자까지이고 서로 달라야
          합니다. 예약은 방의 순서(첫째 방, 둘째 방…)로 저장되므로, 순서를 바꾸거나 이름을 고치면 이미 받은
          예약은 같은 자리에 남고 그 자리의 이름만 바뀝니다.
        </p>
        <OrderedLines
          lines={value.rooms}
          onChange={(rooms) => set('rooms', rooms)}
          noun="연습실"
          labelOf={(index) => `${index + 1}번째 연습실 이름`}
          min={1}
          max={MAX_ROOMS}
          maxLength={BOARD_ROOM_NAME_MAX}
          newLine={newRoomName}
          fieldId={`${id}-rooms`}
          error={errors.rooms}
          disabled={disabled}
        />
      </fieldset>

      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>{boardFieldLabels.maxHoursPerName}</legend>
        <NumberField
          id={`${id}-limit`}
          className={styles.limit}
          label="한 사람이 하루에 예약할 수 있는 시간 (모든 방을 합쳐)"
          hint={
            <>
              1시간부터 하루 예약 칸 수({hours}칸)까지.
              {Number.isInteger(value.maxHoursPerName) && value.maxHoursPerName > 0
                ? ` 넘는 예약은 “${overLimitMessage(value)}”라는 안내와 함께 거절됩니다.`
                : null}
            </>
          }
          error={errors.maxHoursPerName}
          unit="시간"
          min={1}
          max={Math.max(hours, 1)}
          value={value.maxHoursPerName}
          onChange={(next) => set('maxHoursPerName', next)}
        />
      </fieldset>

      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>{boardFieldLabels.rules}</legend>
        <p id={`${id}-rules-hint`} className="field-hint">
          연습실 현황 페이지와 QR 포스터에 번호 목록으로 보입니다. 한 줄에 하나씩 1–{BOARD_RULES_MAX}줄, 한
          줄은 {BOARD_RULE_MAX}자까지. 예약 시간이나 한도를 바꿨다면 규칙의 글도 맞게 고쳐 주세요.
        </p>
        <OrderedLines
          lines={value.rules}
          onChange={(rules) => set('rules', rules)}
          noun="규칙"
          labelOf={(index) => `규칙 ${index + 1}번째 줄`}
          min={1}
          max={BOARD_RULES_MAX}
          maxLength={BOARD_RULE_MAX}
          newLine={() => ''}
          wrap
          fieldId={`${id}-rules`}
          error={errors.rules}
          disabled={disabled}
        />
      </fieldset>
    </div>
  );
}
