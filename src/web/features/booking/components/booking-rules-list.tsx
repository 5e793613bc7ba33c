/**
 * The house rules beside the booking form and on the QR poster (spec §2, "Rules text"), worded
 * to match what the site does: anyone may book here or through the poster's QR code, for the
 * hours they will really come.
 */
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import styles from './booking-section.module.css';

export const bookingRules = [
  '예약은 연습실 현황 페이지에서 해 주세요. 학원에 붙은 QR 코드를 찍으면 바로 열립니다. 오늘부터 13일 뒤까지 예약할 수 있습니다.',
  '직접 와서 연습할 시간만 예약하고, 못 오게 되면 예약을 삭제해 다른 분이 쓸 수 있게 해 주세요.',
  '한 사람당 하루 2시간까지 예약할 수 있습니다. (빈 방이 많을 때는 유동적으로 이용하세요)',
  '연습실 안에서는 음식을 드실 수 없습니다.',
  '사용 후에는 스피커와 전원을 끄고 문을 닫아 주세요.',
  '로비에서 30분 넘게 대화하지 말아 주세요.',
  '서로의 실력을 뽐내거나 평가하지 말아 주세요.',
];

export function BookingRulesList() {
  return (
    <section className={styles.card} aria-labelledby="booking-rules-title">
      <h2 id="booking-rules-title" className={styles.heading}>
        연습실 이용 규칙
      </h2>
      <ol className={styles.rules}>
        {bookingRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <p className={styles.staffLink}>
        <Link to={paths.booking.poster}>학원에 붙일 QR 포스터 인쇄하기</Link>
      </p>
    </section>
  );
}
