/** The hour (Seoul) the day-before lesson reminders go out, 8 to 20; the owner's to set. */
import { useState } from 'react';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useAnswerToasts } from '../../../components/ui/toast.tsx';
import { useSaveReminderHour } from '../api/messages-api.ts';
import styles from './messages.module.css';

const HOURS = Array.from({ length: 13 }, (_, index) => index + 8);

export function ReminderHourForm({ hour }: { hour: number }) {
  const answerToasts = useAnswerToasts();
  const save = useSaveReminderHour();
  const [value, setValue] = useState(hour);
  return (
    <form
      className={styles.setting}
      aria-label="수업 전날 알림 시각"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, answerToasts);
      }}
    >
      <div className={styles.actions}>
        <label>
          수업 전날 알림 시각{' '}
          <select value={value} onChange={(event) => setValue(Number(event.target.value))}>
            <SelectOptions values={HOURS} label={(hour) => `${hour}시`} />
          </select>
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          저장
        </button>
      </div>
    </form>
  );
}
