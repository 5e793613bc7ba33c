/** The end of an hours form: what the server refused of the whole, and the save button. */
import { FormAlert } from '../../../components/ui/field.tsx';
import styles from './hours-form.module.css';

interface HoursFormEndProps {
  refused: string | null;
  /** Nothing to save yet (the hours are still loading). */
  empty: boolean;
  saving: boolean;
  label: string;
}

export function HoursFormEnd({ refused, empty, saving, label }: HoursFormEndProps) {
  return (
    <>
      {refused ? <FormAlert className={styles.alert}>{refused}</FormAlert> : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={empty || saving}>
          {saving ? '저장하는 중...' : label}
        </button>
      </div>
    </>
  );
}
