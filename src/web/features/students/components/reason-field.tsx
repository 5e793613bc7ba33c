/** 사유: a one-line reason kept in the audit log; required for voiding a payment, else optional. */
import { REASON_MAX } from '#shared/student-fields.ts';
import { TextField, type TextFieldProps } from '../../../components/ui/field.tsx';

export function ReasonField(props: Omit<TextFieldProps, 'maxLength'>) {
  return <TextField maxLength={REASON_MAX} {...props} />;
}
