/**
 * How every form says what is wrong with a field: the message under the field in the
 * global `.field-error` style, tied to the input by aria-describedby and aria-invalid, and the
 * focus taken to the first field to fix. `fieldErrorProps` goes on the input, `FieldError`
 * under it, `focusFirstInvalid` after setting the errors.
 */
export function fieldErrorId(inputId: string): string {
  return `${inputId}-error`;
}

/** Spread on the input: marks it invalid and names the message as its description. */
export function fieldErrorProps(inputId: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? fieldErrorId(inputId) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function FieldError({ inputId, message }: { inputId: string; message: string | undefined }) {
  return message ? (
    <p id={fieldErrorId(inputId)} className="field-error">
      {message}
    </p>
  ) : null;
}

/** After the errors are drawn: the first field marked invalid in the form gets the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
