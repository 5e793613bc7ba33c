/**
 * The 상담 신청 form on the home page and /curriculum: name, phone, the course of interest,
 * preferred times, a message and the consent to using those details. The server checks
 * everything again, and limits how many enquiries one address may send.
 *
 * The fields are the browser's own (uncontrolled) and read when the form is sent, so what
 * someone types before the page's script has started is kept; sending waits for the script.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ENQUIRY_MESSAGE_MAX, PREFERRED_TIME_HINTS, PREFERRED_TIMES } from '#shared/enquiry-rules.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { enquiriesMessages } from '#shared/messages/enquiries.ts';
import { Field, FieldError, fieldErrorProps } from '../../../components/ui/field.tsx';
import head from '../../../components/ui/section-head.module.css';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useCheckedForm } from '../../../components/ui/use-checked-form.ts';
import visitor from '../../../components/ui/visitor-form.module.css';
import { PrivacyConsent, VisitorSubmit } from '../../../components/ui/visitor-form-parts.tsx';
import { useSendEnquiry } from '../api/enquiries-api.ts';
import {
  checkEnquiry,
  type EnquiryField,
  type EnquiryInput,
  enquiryFields,
  fieldOfCode,
} from '../lib/check-enquiry.ts';
import styles from './enquiry-form.module.css';

/** The Korean words of this form's refusals: the enquiries' own and the common ones. */
const messages: Record<string, string> = { ...commonMessages, ...enquiriesMessages };

function readForm(form: HTMLFormElement): EnquiryInput {
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  const checked = (name: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((box) => box.checked);
  return {
    name: value('name'),
    phone: value('phone'),
    instrument: value('instrument'),
    preferredTimes: checked('preferredTimes').map((box) => box.value),
    message: value('message'),
    consent: checked('consent').length > 0,
  };
}

interface EnquiryFormProps {
  /** The courses offered as the choices of 관심 있는 수업: the published curriculum's names. */
  courses: string[];
  /** The form's heading; the page around it may already say 상담 신청. */
  title?: string;
  /** An id for the form, so that a call to action can lead to it. */
  id?: string;
}

export function EnquiryForm({ courses, title = '상담 신청', id: anchor }: EnquiryFormProps) {
  const id = useId();
  const send = useSendEnquiry();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, message, formError, sending } = useCheckedForm({
    fields: enquiryFields,
    messages,
    fieldOfCode,
    check: (form) => checkEnquiry(readForm(form)),
    send: send.mutateAsync,
    sendPending: send.isPending,
    onSent: (values) => setSentTo(values.phone),
  });
  const sentRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  // A call to action within the site (the home page's 상담 신청) leads here by the address's
  // #hash, which the router's move to the top of the new page would otherwise lose.
  useEffect(() => {
    if (anchor && window.location.hash === `#${anchor}`) formRef.current?.scrollIntoView();
  }, [anchor]);

  if (sentTo) {
    return (
      <div className={styles.sent} role="status" id={anchor}>
        <h3 ref={sentRef} tabIndex={-1} className={visitor.sentTitle}>
          상담 신청을 보냈습니다.
        </h3>
        <p>
          학원에서 확인한 뒤 <strong>{sentTo}</strong>(으)로 전화나 문자로 연락드리겠습니다. 체험 레슨 날짜와
          시간은 통화하면서 함께 정해요.
        </p>
        <button type="button" className="button button-secondary" onClick={() => setSentTo(null)}>
          새로 신청하기
        </button>
      </div>
    );
  }

  const errorOf = (name: EnquiryField, hint?: string) =>
    fieldErrorProps(`${id}-${name}`, message(name) ?? undefined, hint);
  const errorLine = (name: EnquiryField) => <FieldError inputId={`${id}-${name}`} message={message(name)} />;

  return (
    <form
      ref={formRef}
      id={anchor}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={head.title}>
        {title}
      </h3>
      <p className={head.intro}>이름과 휴대전화만 적어 주셔도 됩니다. 나머지는 편하게 비워 두세요.</p>
      <div className={visitor.row}>
        <Field id={`${id}-name`} label="이름" required error={message('name')}>
          {(control) => <input {...control} name="name" autoComplete="name" required />}
        </Field>
        <Field id={`${id}-phone`} label="휴대전화" required hint="예: 010-1234-5678" error={message('phone')}>
          {(control) => (
            <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" required />
          )}
        </Field>
      </div>
      <Field id={`${id}-instrument`} label="관심 있는 수업" error={message('instrument')}>
        {(control) => (
          <select {...control} name="instrument" defaultValue="">
            <option value="">상담하면서 정할게요</option>
            <SelectOptions values={courses} />
          </select>
        )}
      </Field>
      <fieldset className={styles.times} aria-describedby={errorOf('preferredTimes')['aria-describedby']}>
        <legend>희망 시간대 (여러 개 고를 수 있어요)</legend>
        <div className={styles.chips}>
          {PREFERRED_TIMES.map((time) => (
            <label key={time} className={styles.chip}>
              <input type="checkbox" name="preferredTimes" value={time} />
              <span>
                {time} <small>{PREFERRED_TIME_HINTS[time]}</small>
              </span>
            </label>
          ))}
        </div>
        {errorLine('preferredTimes')}
      </fieldset>
      <Field id={`${id}-message`} label="궁금한 점" error={message('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={3}
            maxLength={ENQUIRY_MESSAGE_MAX}
            placeholder="예: 악기를 처음 배워 봐요. 화요일 저녁에 체험 레슨이 가능할까요?"
          />
        )}
      </Field>
      <PrivacyConsent
        id={`${id}-consent`}
        error={message('consent')}
        className={styles.consent}
        purpose="상담 연락을 위해 이름, 휴대전화 번호와 적어 주신 내용을 받습니다. 상담이 끝나면 30일 안에 파기하며, 수강 등록 시에는 수강생 정보로 보관합니다."
      />
      <VisitorSubmit
        label="상담 신청하기"
        sending={sending}
        formError={formError}
        className={styles.submit}
      />
    </form>
  );
}
