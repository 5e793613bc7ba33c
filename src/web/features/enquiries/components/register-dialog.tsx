/**
 * 학생으로 등록, confirmed in a dialog: the enquiry becomes a student of the signed-in teacher
 * with its name (which may be changed here, when the teacher already has a student so named)
 * and phone number, in one step.
 */

import { useEffect, useId, useRef, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { enquiriesMessages } from '#shared/messages/enquiries.ts';
import type { EnquiryItem } from '#shared/schemas/enquiries.ts';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegisterEnquiry } from '../api/enquiries-api.ts';
import styles from './register-dialog.module.css';

const messages: Record<string, string> = { ...commonMessages, ...enquiriesMessages };
/** Refusals that are about the student's name, said under it. */
const NAME_CODES = new Set([
  'enquiries.name_required',
  'enquiries.name_too_long',
  'enquiries.name_taken',
  'text_control',
  'text_direction',
]);

interface RegisterDialogProps {
  /** The enquiry to register; null keeps the dialog closed. */
  enquiry: EnquiryItem | null;
  onClose(): void;
}

export function RegisterDialog({ enquiry, onClose }: RegisterDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const register = useRegisterEnquiry();
  const toast = useToast();
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // Each enquiry opens the dialog without the last one's refusals.
  useEffect(() => {
    if (!enquiry) return;
    setNameError(null);
    setFormError(null);
  }, [enquiry]);

  const close = () => {
    if (!register.isPending) onClose();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enquiry || register.isPending) return;
    const name = nameRef.current?.value ?? enquiry.name;
    setNameError(null);
    setFormError(null);
    try {
      const done = await register.mutateAsync({ id: enquiry.id, name });
      toast.success(
        `${done.student?.name ?? name}님을 학생으로 등록했습니다. 학생 관리에서 레슨과 결제를 기록할 수 있습니다.`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && NAME_CODES.has(error.code)) {
        setNameError(messages[error.code] ?? error.message);
        nameRef.current?.focus();
      } else {
        setFormError(error instanceof Error ? error.message : commonMessages.internal);
      }
    }
  };

  return (
    <Dialog open={enquiry !== null} title="학생으로 등록" onClose={close} describedBy={`${id}-what`}>
      {enquiry ? (
        <form onSubmit={submit} noValidate>
          <p id={`${id}-what`} className={styles.what}>
            <strong>{enquiry.name}</strong>님을 내 학생으로 등록하고 상담 신청을 ‘등록’으로 바꿉니다. 전화번호{' '}
            {enquiry.phone}도 함께 옮겨집니다.
          </p>
          <div className="field">
            <label htmlFor={`${id}-name`}>학생 이름</label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              defaultValue={enquiry.name}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            <p id={`${id}-hint`} className="field-hint">
              같은 이름의 학생이 이미 있으면 구분할 글자를 붙여 주세요.
            </p>
            <FieldError inputId={`${id}`} message={nameError} />
          </div>
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <DialogActions>
            <button type="button" className="button button-secondary" onClick={close}>
              취소
            </button>
            <button type="submit" className="button button-accent" disabled={register.isPending}>
              {register.isPending ? '등록하는 중...' : '등록'}
            </button>
          </DialogActions>
        </form>
      ) : null}
    </Dialog>
  );
}
