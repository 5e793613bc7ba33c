/**
 * 가족이 보강을 직접 예약 (decision 054): off at first, since a studio decides whether families
 * may take a teacher's free hour without asking; said in full under the switch.
 */
import { useId } from 'react';
import { MAKEUP_SLOT_DAYS } from '#shared/makeup-slots.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import { lessonsFieldLabels } from '../../../../site-data/section-fields.ts';
import styles from './lessons-form.module.css';

export function FamilyBookingRule({
  value,
  onChange,
}: {
  value: LessonRules;
  onChange(next: LessonRules): void;
}) {
  const id = useId();
  return (
    <div className={`field ${styles.rule}`}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.familyBooking}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ ...value, familyBooking: event.target.checked })}
        />
        {lessonsFieldLabels.familyBooking}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {value.familyBooking
          ? `켜져 있습니다: 가족 페이지에서 유효한 보강권이 있으면 "보강 예약"으로 선생님의 빈 시간(오늘부터 ${MAKEUP_SLOT_DAYS}일, 휴원일 제외)에 보강을 잡고, 가장 오래된 보강권을 씁니다. 잡힌 보강은 시간표에 보이고 선생님이 지우면 보강권이 돌아옵니다.`
          : '꺼져 있습니다: 보강은 선생님이 시간표에서 잡습니다. 켜면 가족이 가족 페이지에서 보강권으로 선생님의 빈 시간에 직접 보강을 예약할 수 있습니다.'}
      </p>
    </div>
  );
}
