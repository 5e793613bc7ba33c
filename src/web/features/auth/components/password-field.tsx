/**
 * A password input with its label, an optional hint and the refusal that belongs to it, both
 * read out with the field (aria-describedby). The password change and the reset page use it.
 */
interface PasswordFieldProps {
  /** The input's id; the hint and the error take ids after it. */
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | null;
}

export function PasswordField({ id, name, label, autoComplete, hint, error }: PasswordFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
