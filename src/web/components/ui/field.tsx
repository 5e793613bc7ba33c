/**
 * How every form draws a field and says what is wrong with it: `Field` is the label, the
 * control, its hint and its error, the hint and the error tied to the control by
 * aria-describedby and the error by aria-invalid. Where a form lays a field out itself,
 * `fieldErrorProps` goes on the control and `FieldError` under it; `focusFirstInvalid` takes
 * the focus to the first field to fix, after the errors are drawn; `FormAlert` says what the
 * server refused of the whole form.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';

function fieldErrorId(inputId: string): string {
  return `${inputId}-error`;
}

/** Spread on the input: marks it invalid and names the message as its description. */
export function fieldErrorProps(
  inputId: string,
  message: string | undefined,
  hintId?: string,
): Omit<FieldControlProps, 'id'> {
  const describedBy = [hintId, message ? fieldErrorId(inputId) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** The message under a field; with no `inputId`, one that no control names (a list's rows). */
export function FieldError({ inputId, message }: { inputId?: string; message: string | null | undefined }) {
  return message ? (
    <p id={inputId ? fieldErrorId(inputId) : undefined} className="field-error">
      {message}
    </p>
  ) : null;
}

/** What went wrong with the whole form or page, said at once (role="alert"); with `retry`, a button to try again. */
export function FormAlert({
  children,
  className,
  retry,
}: {
  children: ReactNode;
  className?: string;
  retry?: () => void;
}) {
  return (
    <p role="alert" className={className ? `field-error ${className}` : 'field-error'}>
      {children}
      {retry ? (
        <>
          {' '}
          <button type="button" className="button button-secondary" onClick={retry}>
            다시 시도
          </button>
        </>
      ) : null}
    </p>
  );
}

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** A red star after the label (hidden from screen readers, which hear the control's `required`). */
  required?: boolean;
  className?: string;
  /** The control, given its id and the attributes that tie it to the hint and the error. */
  children(control: FieldControlProps): ReactNode;
}

export function Field({ id, label, hint, error, required = false, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          </>
        ) : null}
      </label>
      {children({ id, ...fieldErrorProps(id, error ?? undefined, hintId) })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError inputId={id} message={error} />
    </div>
  );
}

interface InputFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange(value: string): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A field whose control is one input that reports its text as it changes; `input` holds the
 * rest of the input's attributes (its type, its limits).
 */
export function InputField({
  value,
  onChange,
  ref,
  input,
  ...field
}: InputFieldProps & { input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface TextFieldProps extends InputFieldProps {
  maxLength: number;
  placeholder?: string;
}

/** A field of one line of free text (a reason, a title) that the browser does not fill in. */
export function TextField({ maxLength, placeholder, ...field }: TextFieldProps) {
  return <InputField {...field} input={{ type: 'text', autoComplete: 'off', maxLength, placeholder }} />;
}

interface WholeNumberFieldProps extends InputFieldProps {
  min: number;
  max: number;
  step?: number;
  placeholder?: string;
}

/** A field of a whole number between `min` and `max`, with the number keypad on a phone. */
export function WholeNumberField({ min, max, step, placeholder, ...field }: WholeNumberFieldProps) {
  return (
    <InputField {...field} input={{ type: 'number', inputMode: 'numeric', min, max, step, placeholder }} />
  );
}

/** After the errors are drawn: the first field marked invalid in the form gets the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

interface ConsentFieldProps {
  id: string;
  /** `개인정보 수집·이용 동의 (필수)` */
  label: string;
  /** What is collected and why, read with the box. */
  hint: ReactNode;
  error?: string | null;
  className?: string;
}

/** The box a visitor ticks to agree to the use of their details, with what they agree to. */
export function ConsentField({ id, label, hint, error, className }: ConsentFieldProps) {
  return (
    <div className={`${styles.consent} ${className ?? ''}`}>
      <input
        id={id}
        name="consent"
        type="checkbox"
        {...fieldErrorProps(id, error ?? undefined, `${id}-hint`)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.consentHint}>
        {hint}
      </p>
      <FieldError inputId={id} message={error} />
    </div>
  );
}
