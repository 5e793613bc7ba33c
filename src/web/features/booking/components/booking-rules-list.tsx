/**
 * The house rules beside the booking form (spec §2, "Rules text"): the owner's list, published
 * with the board's settings (src/content/board-defaults.ts on first start); the QR poster
 * prints the same list. The poster is for the studio's wall: only staff are offered it, not the
 * visitor who came to book.
 */
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { paths } from '../../../config/paths.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './booking-section.module.css';

export function BookingRulesList() {
  const { rules } = useSite().board;
  const { data: user } = useSession();
  // The board's page is rendered once for everyone: the staff's link appears after hydration,
  // so the first render matches the server's.
  const hydrated = useHydrated();
  return (
    <CardSection titleId="booking-rules-title" title="연습실 이용 규칙">
      <ol className={styles.rules}>
        {rules.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two rules may read the same; the list is only shown.
          <li key={index}>{rule}</li>
        ))}
      </ol>
      {hydrated && isStaff(user) ? (
        <p className={styles.staffLink}>
          <Link to={paths.booking.poster}>학원에 붙일 QR 포스터 인쇄하기</Link>
        </p>
      ) : null}
    </CardSection>
  );
}
