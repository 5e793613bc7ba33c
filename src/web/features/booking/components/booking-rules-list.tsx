/** The house rules shown beside the booking form (spec §2, "Rules text"). */
import styles from './booking-section.module.css';

const rules = [
  '연습실 예약은 직접 방문하신 경우에만 가능합니다.',
  '한 사람당 하루 2시간까지 예약할 수 있습니다. (빈 방이 많을 때는 유동적으로 이용하세요)',
  '연습실 안에서는 음식을 드실 수 없습니다.',
  '예약은 QR 코드로 접속해서 해 주세요.',
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
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
