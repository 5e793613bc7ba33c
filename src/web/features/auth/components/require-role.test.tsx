import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { renderWithQueries } from '../../../components/testing/query-render.tsx';
import { requireRole } from './require-role.tsx';

function sessionIs(user: SessionUser | null) {
  const body = user ?? { error: { code: 'auth.required', message: '로그인이 필요합니다.' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: user ? 200 : 401 })),
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

const StaffPage = requireRole('teacher', () => <h1>학생 관리 화면</h1>);
const OwnerPage = requireRole('owner', () => <h1>계정 관리 화면</h1>);

function visit(path: string) {
  return renderWithQueries(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/managemember" element={<StaffPage />} />
      <Route path="/accounts" element={<OwnerPage />} />
    </Routes>,
    { path },
  );
}

describe('requireRole', () => {
  it('sends a visitor to the login page with the way back', async () => {
    sessionIs(null);
    visit('/managemember?tab=2');
    expect(
      await screen.findByText(`login page ?next=${encodeURIComponent('/managemember?tab=2')}`),
    ).toBeTruthy();
  });

  it('shows a pending account the 승인 대기 중 notice instead of the page', async () => {
    sessionIs({ id: 'newbie', name: '새선생', role: 'pending' });
    visit('/managemember');
    expect(await screen.findByRole('heading', { name: '승인 대기 중' })).toBeTruthy();
    expect(screen.queryByText('학생 관리 화면')).toBeNull();
  });

  it('lets a teacher into teacher pages but not the owner’s', async () => {
    sessionIs({ id: 'teacher1', name: '이선생', role: 'teacher' });
    visit('/managemember');
    expect(await screen.findByRole('heading', { name: '학생 관리 화면' })).toBeTruthy();
    cleanup();
    visit('/accounts');
    expect(await screen.findByRole('heading', { name: '권한이 없습니다' })).toBeTruthy();
  });

  it('lets the owner into both', async () => {
    sessionIs({ id: 'owner', name: '원장', role: 'owner' });
    visit('/accounts');
    expect(await screen.findByRole('heading', { name: '계정 관리 화면' })).toBeTruthy();
    cleanup();
    visit('/managemember');
    expect(await screen.findByRole('heading', { name: '학생 관리 화면' })).toBeTruthy();
  });
});
