/**
 * What is wrong with one row of an hours list (a day, a date), on a line of its own under the
 * row's controls; nothing when the row is fine.
 */
import { FieldError } from '../../../components/ui/field.tsx';

export function RowError({
  message,
  className,
}: {
  message: string | undefined;
  className: string | undefined;
}) {
  return message ? (
    <div className={className}>
      <FieldError message={message} />
    </div>
  ) : null;
}
