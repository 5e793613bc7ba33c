/**
 * /lessontime: a teacher plans and records their own dated week here; the owner can look at any
 * teacher's (and record their students' lessons); a visitor sees which halves are taken and
 * free (never names), with a line inviting a call. The week and the teacher live in the address
 * (`?week=2026-12-01&teacher=…`), so a reload and the back button keep them.
 */
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { mondayOf } from '#shared/calendar-rules.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { renderedSignedIn } from '../../../lib/signed-in-render.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { shownMonday } from '../lib/calendar-week.ts';
import { PublicTimetable } from './public-timetable.tsx';

// A visitor's phone does not load the staff week's dialogs and forms.
const StaffTimetable = lazyComponent(
  () => import('./staff-timetable.tsx'),
  (m) => m.StaffTimetable,
);

/**
 * The staff's week is drawn on the server for the staff signed in (decision 058): it is loaded
 * before that render and before the browser hydrates it (lib/lazy-page.ts).
 */
export function preloadParts(): Promise<void> {
  return typeof window === 'undefined' || renderedSignedIn() ? StaffTimetable.preload() : Promise.resolve();
}

export function LessontimePage() {
  const session = useSession();
  const { today } = useSeoulNow();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('teacher') ?? undefined;
  const current = mondayOf(today);
  const monday = shownMonday(params.get('week'), today);
  const change = (key: 'teacher' | 'week', value: string, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace },
    );
  const week = {
    monday,
    current,
    today,
    onWeek: (next: string) => change('week', next, false),
  };
  const choose = (teacherId: string) => change('teacher', teacherId, true);

  // A visitor's render has no session (it is the browser's to ask): until the page has
  // hydrated, draw what the server drew, even when the session's answer came first (React 418).
  // A render for the person signed in carries their session (decision 058).
  const hydrated = useHydrated();
  if ((!hydrated && !renderedSignedIn()) || session.isPending) return <PageLoading />;
  const user = session.data ?? null;
  if (user && isStaff(user)) {
    const staffWeek = (
      <StaffTimetable
        user={user}
        chosen={user.role === 'owner' ? chosen : undefined}
        onChoose={choose}
        {...week}
      />
    );
    return (
      <Page
        title="레슨 시간표"
        lead="날짜별 수업을 보고 기록합니다. 수업을 누르면 출석을 기록하거나 옮길 수 있고, 빈 칸을 누르면 수업을 넣을 수 있습니다."
        wide
        backOffice
      >
        {/* Drawn on the server for the staff signed in, it is here before hydration: no
            boundary, so it hydrates with the page (decision 058). */}
        {StaffTimetable.isLoaded() ? staffWeek : <Suspense fallback={<PageLoading />}>{staffWeek}</Suspense>}
      </Page>
    );
  }
  return (
    <Page title="레슨 시간표" lead="선생님과 주를 고르면 비어 있는 레슨 시간을 볼 수 있습니다." wide>
      <PublicTimetable chosen={chosen} onChoose={choose} {...week} />
    </Page>
  );
}
