/**
 * 시작하기: the owner's first steps after the setup, each ticked by what the server finds done
 * (GET /api/setup/checklist), with the way to the page that does it. Gone once all are done.
 * On a phone it starts folded to its progress line, so the day's page below it (오늘) starts
 * within the first screen; the list opens from there. Self-contained — inline styles, the staff status reader the home page's notices share — so
 * that the home page, at its script budget, fetches this one module for the owner only.
 */
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import type { Checklist, ChecklistItem } from '#shared/schemas/setup.ts';
import { useStaffStatus } from '../../../components/staff-notice-band.tsx';
import { useMediaQuery, wideQuery } from '../../../lib/use-media-query.ts';

interface Step {
  title: string;
  /** What to do, in one line. */
  hint: string;
  /** Where it is done; none when it is done on the server (the domain). */
  to?: string;
  action?: string;
}

const steps: Record<ChecklistItem, Step> = {
  studio: {
    title: '학원 정보',
    hint: '이름, 주소, 전화번호, 운영 시간과 지도 위치를 확인합니다.',
    to: '/settings/studio',
    action: '학원 정보 고치기',
  },
  teachers: {
    title: '선생님 초대',
    hint: '선생님이 회원가입하면 계정 관리에서 승인합니다.',
    to: '/accounts',
    action: '계정 관리',
  },
  students: {
    title: '학생 가져오기',
    hint: '엑셀이나 CSV의 학생 명단을 한 번에 가져옵니다.',
    to: '/managemember/import',
    action: '학생 가져오기',
  },
  timetable: {
    title: '시간표',
    hint: '선생님별 주간 레슨을 시간표에 넣습니다.',
    to: '/lessontime',
    action: '시간표 열기',
  },
  senders: {
    title: '알림 발송 설정',
    hint: '문자·알림톡이나 이메일로 가족에게 알림을 보낼 수단을 정합니다.',
    to: '/settings/senders',
    action: '알림 발송 설정하기',
  },
  backup: {
    title: '백업 위치',
    hint: '백업이 매일 서버 밖의 저장소(버킷)에도 암호화되어 올라가게 합니다.',
    to: '/backup',
    action: '백업 위치 정하기',
  },
  https: {
    title: '도메인·HTTPS',
    hint: '학원 주소(도메인)를 연결하고 https로 열리게 합니다. 설치 안내서의 도메인 단계를 따라 주세요.',
  },
};

const card = (wide: boolean): CSSProperties => ({
  maxWidth: 'var(--layout-width)',
  margin: wide ? '24px auto 8px' : '12px auto 0',
  padding: wide ? '20px 20px 12px' : '12px 16px',
  border: '1px solid var(--color-line)',
  borderRadius: 'var(--radius-large)',
  background: 'var(--color-surface)',
  boxShadow: 'var(--shadow-card)',
});
const row: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '6px 12px',
  padding: '12px 0',
  borderTop: '1px solid var(--color-line)',
};
const track: CSSProperties = {
  height: 6,
  margin: '10px 0 4px',
  borderRadius: 3,
  background: 'var(--color-surface-alt)',
  overflow: 'hidden',
};
const fill: CSSProperties = { height: '100%', borderRadius: 3, background: 'var(--color-success)' };
const mark = (done: boolean): CSSProperties => ({
  flex: '0 0 28px',
  height: 28,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
  color: done ? '#fff' : 'var(--color-muted)',
  background: done ? 'var(--color-success, #1f7a4d)' : 'transparent',
  border: done ? 'none' : '2px solid var(--color-line)',
});

export function GettingStarted() {
  const checklist = useStaffStatus<Checklist>(['setup', 'checklist'], '/api/setup/checklist');
  const wide = useMediaQuery(wideQuery);
  // Open on a wide screen, folded on a phone, until the owner chooses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!checklist) return null;
  const done = checklist.items.filter((item) => item.done).length;
  if (done === checklist.items.length) return null;
  const open = chosen ?? wide;
  return (
    <div style={{ padding: wide ? '0 20px' : '0 12px' }}>
      <section style={card(wide)} aria-labelledby="getting-started-title">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' }}>
          <h2 id="getting-started-title" style={{ margin: 0, fontSize: wide ? '1.25rem' : '1.1rem' }}>
            시작하기
          </h2>
          <p style={{ margin: 0, color: 'var(--color-muted)' }}>
            {checklist.items.length}단계 중 {done}단계 완료
          </p>
          <button
            type="button"
            className="button button-secondary"
            style={{ marginLeft: 'auto', minHeight: 40, padding: '0 14px' }}
            aria-expanded={open}
            aria-controls="getting-started-list"
            onClick={() => setChosen(!open)}
          >
            {open ? '접기' : '할 일 보기'}
          </button>
        </div>
        {/* The line above says the same in words. */}
        <div aria-hidden="true" style={track}>
          <div style={{ ...fill, width: `${(done / checklist.items.length) * 100}%` }} />
        </div>
        <ul id="getting-started-list" hidden={!open} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {checklist.items.map(({ key, done: itemDone }) => {
            const step = steps[key];
            return (
              <li key={key} style={row}>
                <span style={mark(itemDone)} aria-hidden="true">
                  {itemDone ? '✓' : ''}
                </span>
                <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <p style={{ margin: 0, fontWeight: 700 }}>
                    {step.title}
                    <span className="visually-hidden">{itemDone ? ' (완료)' : ' (할 일)'}</span>
                  </p>
                  <p style={{ margin: 0, fontSize: '0.92rem', color: 'var(--color-muted)' }}>{step.hint}</p>
                </div>
                {step.to && !itemDone ? (
                  <Link
                    className="button button-secondary"
                    style={{ whiteSpace: 'nowrap', marginLeft: 'auto' }}
                    to={step.to}
                  >
                    {step.action}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
