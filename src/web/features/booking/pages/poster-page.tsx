/**
 * /book/poster: an A4 poster for the studio's wall — the studio's name, a QR code that opens
 * the board, its address in words, and the rules. Staff print it from here; the screen
 * version only adds the print button and a way back.
 */
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useBoardUrl } from '../api/poster.ts';
import { QrCode } from '../components/poster/qr-code.tsx';
import styles from './poster-page.module.css';

export function PosterPage() {
  useDocumentTitle('연습실 예약 QR 포스터');
  const boardUrl = useBoardUrl();
  const { studio, board } = useSite();

  return (
    <div className={styles.screen}>
      <div className={styles.tools}>
        <Link to={paths.booking.board}>← 연습실 현황으로</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          인쇄하기
        </button>
      </div>
      <main className={styles.sheet}>
        <p className={styles.studio}>{studio.name}</p>
        <h1 className={styles.title}>연습실 예약</h1>
        <p className={styles.lead}>휴대폰 카메라로 QR 코드를 찍으면 예약 페이지가 열립니다.</p>
        {boardUrl ? (
          <>
            <QrCode className={styles.qr} text={boardUrl} label={`연습실 예약 페이지 QR 코드: ${boardUrl}`} />
            <p className={styles.url}>{boardUrl}</p>
          </>
        ) : (
          <PageLoading label="QR 코드를 만드는 중..." />
        )}
        <h2 className={styles.rulesTitle}>이용 규칙</h2>
        <ol className={styles.rules}>
          {board.rules.map((rule, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two rules may read the same; the list is only printed.
            <li key={index}>{rule}</li>
          ))}
        </ol>
        <p className={styles.contact}>문의 {studio.phone}</p>
      </main>
    </div>
  );
}
