/**
 * A password input with its label, an optional hint and the refusal that belongs to it, both
 * read out with the field (aria-describedby). The password change and the reset page use it.
 */
import { Field } from '../../../components/ui/field.tsx';

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
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} name={name} type="password" autoComplete={autoComplete} />}
    </Field>
  );
}
