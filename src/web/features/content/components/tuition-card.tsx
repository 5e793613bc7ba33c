/**
 * The fee, made to stand out: the first tuition line ends in the amount ("… 250,000원"),
 * which is lifted out and shown large; the other lines are notes under it.
 */
import styles from './tuition-card.module.css';

const amountAtEnd = /^(.*?)\s*(\d[\d,]*원)$/;

export function TuitionCard({ lines }: { lines: string[] }) {
  const [first = '', ...notes] = lines;
  const match = amountAtEnd.exec(first);
  return (
    <div className={styles.card}>
      {match ? (
        <p className={styles.plan}>
          {match[1]}
          <strong className={styles.price}>{match[2]}</strong>
        </p>
      ) : (
        <p className={styles.plan}>{first}</p>
      )}
      {notes.length > 0 ? (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
