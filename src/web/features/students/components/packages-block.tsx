/**
 * 결제 레슨 on the student page (DESIGN §4 "Calendar"): each payment's lessons, how many are
 * still unused (the oldest payment's lessons are used first), and its 유효기간 — marked 곧 만료
 * within 7 days and 기간 지남 after it. Nothing lapses by itself: on an expired package with
 * lessons left the owner either extends it (기간 연장, 7 days unless told otherwise; also while
 * it is about to expire) or lapses it (소멸 처리) after a confirm that says the lessons leave the
 * balance with a ledger row.
 */
import { useState } from 'react';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useLapsePackage } from '../api/packages-api.ts';
import { canExtend, canLapse, ownerOnlyNote, packageStateLabel, validityText } from '../lib/credit-view.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './credit-blocks.module.css';
import { ExtendPackageDialog } from './extend-package-dialog.tsx';

interface PackagesBlockProps {
  packages: readonly LessonPackage[];
  today: string;
  role: string | undefined;
}

const stateClass: Record<LessonPackage['state'], string | undefined> = {
  ok: undefined,
  expiring: styles.expiring,
  expired: styles.lapsed,
};

export function PackagesBlock({ packages, today, role }: PackagesBlockProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const lapse = useLapsePackage();
  const [extending, setExtending] = useState<LessonPackage | null>(null);

  const lapseOne = async (item: LessonPackage) => {
    const sure = await confirm(`남은 레슨 ${item.unused}회를 소멸 처리할까요?`, {
      confirmLabel: '소멸 처리',
      detail: `${lessonDayLabel(item.payDay, today)} 결제의 유효기간(${item.expiresOn ? lessonDayLabel(item.expiresOn, today) : ''})이 지났습니다. 소멸 처리하면 이 결제의 남은 레슨 ${item.unused}회가 학생의 남은 레슨에서 빠지고, 레슨 내역에 소멸 기록이 남습니다. 되돌리려면 다시 결제를 받아야 합니다.`,
    });
    if (!sure) return;
    try {
      toast.success((await lapse.mutateAsync(item.paymentId)).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <section className={styles.block} aria-labelledby="packages-title">
      <div className={styles.head}>
        <h2 id="packages-title">결제 레슨</h2>
      </div>
      <p className={styles.lead}>
        먼저 결제한 레슨부터 씁니다. 유효기간이 지난 레슨은 원장이 연장하거나 소멸 처리할 때까지 그대로
        남습니다.
      </p>
      {packages.length === 0 ? (
        <p className={styles.empty}>아직 결제한 레슨이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {packages.map((item) => {
            const tag = packageStateLabel(item);
            const label = `${lessonDayLabel(item.payDay, today)} 결제`;
            return (
              <li key={item.paymentId} className={`${styles.package} ${stateClass[item.state] ?? ''}`}>
                <dl className={styles.packageFacts} aria-label={label}>
                  <Fact term="결제일">{lessonDayLabel(item.payDay, today)}</Fact>
                  <Fact term="레슨">{item.lessons}회</Fact>
                  <Fact term="남은 레슨">{item.unused}회</Fact>
                </dl>
                <p className={styles.validity}>
                  <span>유효기간 {validityText(item.expiresOn, today)}</span>
                  {tag ? <span className={styles.tag}>{tag}</span> : null}
                </p>
                {canExtend(item, role) ? (
                  <div className={styles.decide}>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${label} 기간 연장`}
                      onClick={() => setExtending(item)}
                    >
                      기간 연장
                    </button>
                    {canLapse(item, role) ? (
                      <button
                        type="button"
                        className="button button-danger"
                        aria-label={`${label} 소멸 처리`}
                        disabled={lapse.isPending}
                        onClick={() => void lapseOne(item)}
                      >
                        소멸 처리
                      </button>
                    ) : null}
                  </div>
                ) : role !== 'owner' && ownerOnlyNote(item) ? (
                  <p className={styles.teacherNote}>{ownerOnlyNote(item)}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ExtendPackageDialog item={extending} onClose={() => setExtending(null)} />
    </section>
  );
}
