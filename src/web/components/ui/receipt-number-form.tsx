/**
 * The 현금영수증 number form, the same on the staff's student page and in the families' portal:
 * 소득공제 with a mobile phone number or 지출증빙 with a business number, the server's refusal
 * under the number, and the saved number shown without its middle. Each side hands in its own
 * query and save (its own route to the same number, checked by the same schema on the server).
 */
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  CASH_RECEIPT_PURPOSES,
  type CashReceiptPurpose,
  maskedNumber,
} from '#shared/schemas/cash-receipts.ts';
import { Field, InputField } from './field.tsx';
import styles from './receipt-number-form.module.css';
import { useToast } from './toast.tsx';

export type SavedReceiptNumber = { purpose: CashReceiptPurpose; number: string } | null;

interface ReceiptNumberFormProps {
  /** Makes the controls' ids unique on the page (a student's id). */
  idPrefix: string;
  /** The form's heading, with `headingId` as its id. */
  heading: ReactNode;
  headingId: string;
  saved: SavedReceiptNumber;
  /** What the form says with a number on file, and without one. */
  withNumber: string;
  withoutNumber: string;
  pending: boolean;
  /** Saves (or with null clears) the number; resolves with the server's message. */
  save(value: SavedReceiptNumber): Promise<string>;
}

/** The number as the list shows it: 소득공제 · 010****5678. */
function savedNumberLabel(saved: NonNullable<SavedReceiptNumber>): string {
  return `${saved.purpose} · ${maskedNumber(saved.number)}`;
}

export function ReceiptNumberForm({
  idPrefix,
  heading,
  headingId,
  saved,
  withNumber,
  withoutNumber,
  pending,
  save,
}: ReceiptNumberFormProps) {
  const toast = useToast();
  const [purpose, setPurpose] = useState<CashReceiptPurpose>('소득공제');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (saved) setPurpose(saved.purpose);
  }, [saved]);
  const send = async (value: SavedReceiptNumber) => {
    setError(null);
    try {
      toast.success(await save(value));
      setNumber('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ purpose, number });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      {heading}
      <p className={styles.note}>{saved ? `${savedNumberLabel(saved)} — ${withNumber}` : withoutNumber}</p>
      <div className={styles.fields}>
        <Field label="용도" id={`${idPrefix}-purpose`}>
          {(control) => (
            <select
              {...control}
              value={purpose}
              onChange={(event) => setPurpose(event.target.value as CashReceiptPurpose)}
            >
              {CASH_RECEIPT_PURPOSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          label={purpose === '소득공제' ? '휴대폰 번호' : '사업자등록번호'}
          id={`${idPrefix}-number`}
          hint={purpose === '소득공제' ? '예: 010-1234-5678' : '예: 123-45-67890'}
          error={error}
          value={number}
          onChange={setNumber}
          input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 20 }}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-secondary" disabled={pending}>
          번호 저장
        </button>
        {saved ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => void send(null)}
          >
            번호 지우기
          </button>
        ) : null}
      </div>
    </form>
  );
}
