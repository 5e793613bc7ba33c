/** /book's rules: the QR poster for the studio's wall is offered to staff, never to a visitor. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { BookingRulesList } from './booking-rules-list.tsx';

const poster = '학원에 붙일 QR 포스터 인쇄하기';

describe('the booking rules', () => {
  it('offers a visitor the rules without the staff’s poster', async () => {
    const sent = answerWith(() => ({ status: 204, body: null }));
    renderWithStudio(<BookingRulesList />);
    await screen.findByRole('heading', { name: '연습실 이용 규칙' });
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: poster })).toBeNull();
  });

  it('offers a teacher the poster', async () => {
    answerWith(() => ({ status: 200, body: { id: 'kim', name: '김선생', role: 'teacher' } }));
    renderWithStudio(<BookingRulesList />);
    expect((await screen.findByRole('link', { name: poster })).getAttribute('href')).toBe('/book/poster');
  });
});
