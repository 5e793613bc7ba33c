/**
 * 예약하기: room, start hour, duration, name and PIN for the chosen date. The server enforces every
 * rule; the form names a missing field before any request, offers only start hours that are
 * still free (lib/open-starts.ts), and says every answer next to itself, announced, with the
 * keyboard focus left where the person was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  boardRooms,
  type Duration,
  isPin,
  NAME_MAX_LENGTH,
  normalizePinInput,
  roomLabel,
} from '#shared/booking-rules.ts';
import { dailyLimitLabel } from '#shared/daily-limit.ts';
import { bookingMessages } from '#shared/messages/booking.ts';
import { commonMessages } from '#shared/messages/common.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { hourLabel } from '#shared/time.ts';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SeoulNow } from '../../../lib/use-seoul-now.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useCreateBooking } from '../api/bookings.ts';
import { startNote, startStates } from '../lib/open-starts.ts';
import styles from './booking-form.module.css';
import { DurationChoice } from './duration-choice.tsx';
import { PinField } from './pin-field.tsx';

interface FormValues {
  room: string;
  time: string;
  type: Duration;
  name: string;
  pin: string;
}

type Field = 'room' | 'time' | 'name' | 'pin';
const fieldNames: Record<Field, string> = { room: '방', time: '시작 시간', name: '이름', pin: '비밀번호' };
type Answer = { tone: 'error' | 'success'; text: string } | null;

function fieldOf(form: HTMLFormElement | null, name: Field) {
  return form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null | undefined;
}

/**
 * The fields are the browser's own (uncontrolled), read when the form is sent: what someone
 * types before the page's script has started is kept. Room and duration are followed as they
 * change, to offer only the start hours that are free; the duration is React's own (a radio
 * reset behind React's back would not report its next change).
 */
function readForm(form: HTMLFormElement, type: Duration): FormValues {
  // The elements' own values, not FormData: a start hour taken since it was chosen is shown
  // disabled, which FormData would leave out; the server is the one to refuse it.
  const text = (name: Field) => fieldOf(form, name)?.value ?? '';
  return {
    room: text('room'),
    time: text('time'),
    type,
    name: text('name'),
    pin: normalizePinInput(text('pin')),
  };
}

interface BookingFormProps {
  date: string;
  now: SeoulNow;
  /** The board of that date, to offer only free start hours. */
  bookings: Booking[];
  /** A cell chosen on the grid: fills room and time. */
  preset: { room: number; time: number; key: number } | null;
}

export function BookingForm({ date, now, bookings, preset }: BookingFormProps) {
  const id = useId();
  const { board } = useSite();
  const create = useCreateBooking();
  // Until the script has taken over, sending would be the browser's own GET: a reload that
  // loses the form and puts the name in the address. Typing is already possible.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const [room, setRoom] = useState('');
  const [type, setType] = useState<Duration>('1시간');
  const starts = startStates({
    room: room ? Number(room) : null,
    type,
    bookings,
    date,
    today: now.today,
    now: now.hour,
    board,
  });

  useEffect(() => {
    const form = formRef.current;
    if (!preset || !form) return;
    for (const name of ['room', 'time'] as const) {
      const field = fieldOf(form, name);
      if (field) field.value = String(preset[name]);
    }
    setRoom(String(preset.room));
    form.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    fieldOf(form, 'name')?.focus();
  }, [preset]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const values = readForm(event.currentTarget, type);
    const blank = (['room', 'time', 'name', 'pin'] as const).filter((field) => !values[field].trim());
    setMissing(blank);
    if (blank.length > 0) {
      const list = blank.map((field) => fieldNames[field]).join(', ');
      setAnswer({ tone: 'error', text: `${bookingMessages['booking.incomplete']} 빠진 항목: ${list}` });
      fieldOf(event.currentTarget, blank[0]!)?.focus();
      return;
    }
    if (!isPin(values.pin)) return refusePin(bookingMessages['booking.invalid_pin']);
    const request = {
      date,
      room: Number(values.room),
      time: Number(values.time),
      name: values.name,
      type: values.type,
      pin: values.pin,
    };
    setAnswer(null);
    const form = event.currentTarget;
    try {
      const first = (await create.mutateAsync(request))[0]!;
      setAnswer({
        tone: 'success',
        text: `${first.name}님, ${roomLabel(first.room, board)} ${hourLabel(first.time)}부터 ${first.type} 예약되었습니다. 삭제할 때 비밀번호가 필요합니다.`,
      });
      form.reset();
      setRoom('');
      setType('1시간');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'booking.invalid_pin') return refusePin(error.message);
      setAnswer({ tone: 'error', text: error instanceof ApiError ? error.message : commonMessages.internal });
    }
  };

  /** A PIN that is not 4 digits: marked and focused, with its digits selected to type over. */
  const refusePin = (text: string) => {
    setMissing(['pin']);
    setAnswer({ tone: 'error', text });
    const input = fieldOf(formRef.current, 'pin') as HTMLInputElement | null | undefined;
    input?.focus();
    input?.select();
  };

  const invalid = (field: Field) => (missing.includes(field) ? true : undefined);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="연습실 예약">
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-room`}>방</label>
        <select
          id={`${id}-room`}
          name="room"
          defaultValue=""
          aria-invalid={invalid('room')}
          onChange={(event) => setRoom(event.target.value)}
        >
          <option value="">방 선택</option>
          <SelectOptions values={boardRooms(board)} label={(room) => roomLabel(room, board)} />
        </select>
      </div>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-time`}>시작 시간</label>
        <select id={`${id}-time`} name="time" defaultValue="" aria-invalid={invalid('time')}>
          <option value="">시간 선택</option>
          {[...starts].map(([hour, state]) => (
            <option key={hour} value={hour} disabled={state !== 'open'}>
              {hourLabel(hour)}
              {startNote[state]}
            </option>
          ))}
        </select>
      </div>
      <DurationChoice value={type} onChange={setType} className={styles.durations} />
      <div className={`field ${styles.field} ${styles.name}`}>
        <label htmlFor={`${id}-name`}>이름</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH + 10}
          aria-invalid={invalid('name')}
          aria-describedby={`${id}-name-hint`}
          name="name"
        />
        <p id={`${id}-name-hint`} className="field-hint">
          {dailyLimitLabel(board)}, 이름은 {NAME_MAX_LENGTH}자까지 입력할 수 있습니다.
        </p>
      </div>
      <PinField
        id={`${id}-pin`}
        className={styles.pin}
        hint="숫자 4자리 · 삭제할 때 필요합니다"
        invalid={invalid('pin')}
      />
      <div className={styles.answers}>
        <p role="alert" className={`${styles.answer} ${styles.error}`}>
          {answer?.tone === 'error' ? answer.text : null}
        </p>
        <p role="status" className={`${styles.answer} ${styles.success}`}>
          {answer?.tone === 'success' ? answer.text : null}
        </p>
      </div>
      {/* Not disabled while sending: a disabled button would drop the keyboard focus. */}
      <button
        type="submit"
        className={`button button-accent ${styles.submit}`}
        disabled={!hydrated}
        aria-disabled={create.isPending || undefined}
      >
        {create.isPending ? '예약하는 중…' : '예약하기'}
      </button>
    </form>
  );
}
