/**
 * Adding or changing a contact: name, relation, phone, e-mail, and the two consents, each with
 * its date and how it was given. The server's refusal appears under the field it is about.
 */
import { useId, useState } from 'react';
import {
  CONSENT_METHODS,
  CONTACT_RELATIONS,
  type ConsentMethod,
  type Contact,
  type ContactRelation,
} from '#shared/schemas/contacts.ts';
import { FieldError, FormAlert, fieldErrorProps } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveContact } from '../api/contacts-api.ts';
import type { StudentRef } from '../api/students-api.ts';
import styles from './contacts-block.module.css';

type Field = 'name' | 'relation' | 'phone' | 'email' | 'informational' | 'advertising' | 'form';

/** Which field a refusal is about, by its code. */
function fieldOf(code: string): Field {
  if (code.startsWith('contacts.name')) return 'name';
  if (code.startsWith('contacts.relation')) return 'relation';
  if (code.startsWith('contacts.phone') || code === 'contacts.limit') return 'phone';
  if (code.startsWith('contacts.email')) return 'email';
  if (code.startsWith('contacts.consent')) return 'informational';
  return 'form';
}

interface ConsentState {
  given: boolean;
  date: string;
  method: ConsentMethod;
}

const consentOf = (value: Contact['informational'], today: string): ConsentState =>
  value ? { given: true, ...value } : { given: false, date: today, method: '서면' };

export function ContactForm(props: {
  student: StudentRef;
  contact: Contact | null;
  today: string;
  onDone: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const save = useSaveContact(props.student);
  const [name, setName] = useState(props.contact?.name ?? '');
  const [relation, setRelation] = useState<ContactRelation>(props.contact?.relation ?? '어머니');
  const [phone, setPhone] = useState(props.contact?.phone ?? '');
  const [email, setEmail] = useState(props.contact?.email ?? '');
  const [info, setInfo] = useState(consentOf(props.contact?.informational ?? null, props.today));
  const [ad, setAd] = useState(consentOf(props.contact?.advertising ?? null, props.today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const consent = (state: ConsentState) =>
      state.given ? { date: state.date, method: state.method } : null;
    save.mutate(
      {
        id: props.contact?.id ?? null,
        body: { name, relation, phone, email, informational: consent(info), advertising: consent(ad) },
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          props.onDone();
        },
        onError: (error) =>
          setErrors({ [error instanceof ApiError ? fieldOf(error.code) : 'form']: error.message }),
      },
    );
  };

  const consentFields = (
    label: string,
    key: 'informational' | 'advertising',
    state: ConsentState,
    set: (next: ConsentState) => void,
  ) => (
    <fieldset className={styles.consent}>
      <legend>{label}</legend>
      <label className={styles.inline}>
        <input
          type="checkbox"
          checked={state.given}
          onChange={(e) => set({ ...state, given: e.target.checked })}
        />{' '}
        동의함
      </label>
      {state.given ? (
        <div className={styles.row}>
          <label>
            동의한 날{' '}
            <input
              type="date"
              value={state.date}
              max={props.today}
              onChange={(e) => set({ ...state, date: e.target.value })}
            />
          </label>
          <label>
            방법{' '}
            <select
              value={state.method}
              onChange={(e) => set({ ...state, method: e.target.value as ConsentMethod })}
            >
              {CONSENT_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <FieldError inputId={`${id}-${key}`} message={errors[key]} />
    </fieldset>
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={props.contact ? '연락처 수정' : '연락처 추가'}
    >
      <label htmlFor={`${id}-name`}>이름</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={20}
        onChange={(e) => setName(e.target.value)}
        {...fieldErrorProps(`${id}-name`, errors.name)}
      />
      <FieldError inputId={`${id}-name`} message={errors.name} />
      <label htmlFor={`${id}-relation`}>관계</label>
      <select
        id={`${id}-relation`}
        value={relation}
        onChange={(e) => setRelation(e.target.value as ContactRelation)}
        {...fieldErrorProps(`${id}-relation`, errors.relation)}
      >
        {CONTACT_RELATIONS.map((value) => (
          <option key={value}>{value}</option>
        ))}
      </select>
      <FieldError inputId={`${id}-relation`} message={errors.relation} />
      <label htmlFor={`${id}-phone`}>휴대전화</label>
      <input
        id={`${id}-phone`}
        type="tel"
        inputMode="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        {...fieldErrorProps(`${id}-phone`, errors.phone)}
      />
      <FieldError inputId={`${id}-phone`} message={errors.phone} />
      <label htmlFor={`${id}-email`}>이메일 (선택)</label>
      <input
        id={`${id}-email`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...fieldErrorProps(`${id}-email`, errors.email)}
      />
      <FieldError inputId={`${id}-email`} message={errors.email} />
      {consentFields('정보성 알림 수신 동의 (수업 알림, 결제 확인 등)', 'informational', info, setInfo)}
      {consentFields('광고성 정보 수신 동의 (따로 받음)', 'advertising', ad, setAd)}
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <div className={styles.row}>
        <button type="submit" className="button" disabled={save.isPending}>
          저장
        </button>
        <button type="button" className="button button-secondary" onClick={props.onDone}>
          닫기
        </button>
      </div>
    </form>
  );
}
