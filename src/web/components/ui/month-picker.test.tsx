import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthKey, seoulMonthOf } from '#shared/month.ts';
import { MonthPicker } from './month-picker.tsx';

describe('MonthPicker', () => {
  it('steps across a year and picks by the selects', async () => {
    const onChange = vi.fn();
    render(<MonthPicker month="2026-01" onChange={onChange} legend="정산 월" showLegend yearsBack={5} />);
    expect(screen.getByRole('group', { name: '정산 월' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-12');
    // The page has not followed the first click: the second builds on it.
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '월' }), '7');
    expect(onChange).toHaveBeenLastCalledWith('2026-07');
    expect(screen.queryByRole('button', { name: '이번 달' })).toBeNull();
  });

  it('builds a second choice on the first while the page has not yet followed it', async () => {
    const onChange = vi.fn();
    render(<MonthPicker month="2026-11" onChange={onChange} legend="매출 월" yearsBack={5} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('연도'), '2025');
    await user.selectOptions(screen.getByLabelText('월', { exact: true }), '3');
    expect(onChange.mock.calls).toEqual([['2025-11'], ['2025-03']]);
  });

  it('offers 이번 달 only away from this month, when asked', async () => {
    const onChange = vi.fn();
    const current = monthKey(seoulMonthOf(new Date()));
    const { rerender } = render(
      <MonthPicker month="2020-03" onChange={onChange} legend="조회할 달" yearsBack={9} thisMonthButton />,
    );
    await userEvent.click(screen.getByRole('button', { name: '이번 달' }));
    expect(onChange).toHaveBeenLastCalledWith(current);
    rerender(
      <MonthPicker month={current} onChange={onChange} legend="조회할 달" yearsBack={9} thisMonthButton />,
    );
    expect(screen.queryByRole('button', { name: '이번 달' })).toBeNull();
  });
});
