/** The settings page's preview of the owed limit: what a teacher meets with the draft's number. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSite, WithSite } from '../../../site-data/testing/test-site.tsx';
import { OwedLimitPreview } from './owed-limit-preview.tsx';

const show = (owedLimit: number) =>
  render(
    <WithSite
      site={testSite({
        lessons: {
          owedLimit,
          noticeHours: 48,
          creditDays: 30,
          monthlyCap: 1,
          packageDays: 0,
          familyBooking: false,
        },
      })}
    >
      <OwedLimitPreview />
    </WithSite>,
  );

describe('the owed limit preview', () => {
  it('records on credit up to the limit, then shows the refusal a teacher will see', () => {
    show(2);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1번째 기록기록됨미수 1회',
      '2번째 기록기록됨미수 2회',
      '3번째 기록기록되지 않음“미수 레슨이 2회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.” → 결제 창으로 이어집니다',
    ]);
  });

  it('refuses the first charged lesson at 0 when nothing may be owed', () => {
    show(0);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.textContent).toContain('남은 레슨이 없습니다. 결제를 먼저 등록해 주세요.');
  });
});
