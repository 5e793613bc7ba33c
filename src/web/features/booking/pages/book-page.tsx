/**
 * /book: rules, the booking form, the board of the chosen date and its deletion log. It sits
 * in the site's layout, whose top menu already carries the studio's name home, so the tablet
 * board's logo strip is not repeated here.
 *
 * For a visitor the page is the server's HTML with three islands (decision 070): the board,
 * live on arrival; the form, when first reached for; the log, when it comes into view. The
 * title and the rules never move and ship no script. The islands share the chosen date and
 * the picked cell through hooks/use-book-page-state.ts.
 */
import { Island } from '../../../components/island.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { BookBoardIsland } from '../components/book-board-island.tsx';
import { BookFormIsland } from '../components/book-form-island.tsx';
import { BookLogIsland } from '../components/book-log-island.tsx';
import { BookingRulesList } from '../components/booking-rules-list.tsx';
import styles from './book-page.module.css';

export function BookPage() {
  return (
    <Page title="연습실 현황" lead="빈 방과 시간을 골라 예약하세요. 예약 현황은 실시간으로 바뀝니다." wide>
      <div className={styles.top}>
        <CardSection titleId="booking-form-title" title="예약하기">
          <Island name="book-form" component={BookFormIsland} props={{}} when="interaction" />
        </CardSection>
        <BookingRulesList />
      </div>
      <Island
        name="book-board"
        component={BookBoardIsland}
        props={{}}
        when="load"
        services={{ toast: true }}
      />
      <Island name="book-log" component={BookLogIsland} props={{}} when="visible" />
    </Page>
  );
}
