/** The studio's form: every field labelled, the map position as two numbers, and its refusals named. */
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import type { StudioSettings } from '#shared/schemas/site.ts';
import { studioFieldLabels } from '../../../../site-data/section-fields.ts';
import { WithSite } from '../../../../site-data/testing/test-site.tsx';
import { draftProblems } from '../../lib/draft-problems.ts';
import { StudioForm } from './studio-form.tsx';

/** The form lists the sections that mention the studio: it reads the site and links to them. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <WithSite>{children}</WithSite>
  </MemoryRouter>
);

vi.mock('./location-picker.tsx', () => ({ LocationPicker: () => null }));

function Harness({ seen }: { seen: (value: StudioSettings) => void }) {
  const [value, setValue] = useState(defaultStudioSettings());
  return (
    <StudioForm
      value={value}
      disabled={false}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

describe('the studio form', () => {
  it('labels every field, with hours and parking as several lines', () => {
    render(<Harness seen={() => {}} />, { wrapper });
    const labelled = [
      '학원 이름',
      '짧은 이름',
      '전화번호',
      '카카오톡 채널 주소',
      '이메일',
      '주소',
      '층·호수',
      '가까운 역에서 오는 길',
      '운영 시간',
      '주차 안내',
      '사업자등록번호',
      '대표자',
    ].map((name) => screen.getByRole('textbox', { name }).tagName);
    expect(labelled.filter((tag) => tag === 'TEXTAREA')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: '운영 시간' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: '주차 안내' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: '전화번호' }).getAttribute('type')).toBe('tel');
    const { lat, lng } = defaultStudioSettings().coordinates;
    expect(screen.getByRole('spinbutton', { name: '위도' })).toHaveProperty('value', String(lat));
    expect(screen.getByRole('spinbutton', { name: '경도' })).toHaveProperty('value', String(lng));
  });

  it('keeps the map position as numbers, and an emptied one is refused by name', () => {
    const seen = vi.fn<(value: StudioSettings) => void>();
    render(<Harness seen={seen} />, { wrapper });
    fireEvent.change(screen.getByRole('spinbutton', { name: '위도' }), { target: { value: '35.1' } });
    const { lng } = defaultStudioSettings().coordinates;
    expect(seen.mock.lastCall?.[0].coordinates).toEqual({ lat: 35.1, lng });

    fireEvent.change(screen.getByRole('spinbutton', { name: '경도' }), { target: { value: '' } });
    const draft = seen.mock.lastCall![0];
    expect(draft.coordinates.lng).toBeNaN();
    const problems = draftProblems('studio', { ...draft, businessNumber: '220-81-62517' }, studioFieldLabels);
    expect(problems).toEqual({
      fields: { coordinates: '지도 위치(위도와 경도)를 숫자로 입력해 주세요.' },
      summary: '지도 위치: 지도 위치(위도와 경도)를 숫자로 입력해 주세요.',
    });
  });

  it('shows a refused field’s message beside it and marks it invalid', () => {
    render(
      <StudioForm
        value={defaultStudioSettings()}
        disabled={false}
        onChange={() => {}}
        errors={{ email: '이메일 주소를 name@example.com 형식으로 입력해 주세요. 없으면 비워 두세요.' }}
      />,
      { wrapper },
    );
    const email = screen.getByRole('textbox', { name: '이메일' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: '전화번호' }).getAttribute('aria-invalid')).toBeNull();
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'name@example.com 형식. 없으면 비워 두세요.',
      '이메일 주소를 name@example.com 형식으로 입력해 주세요. 없으면 비워 두세요.',
    ]);
  });

  it('lists the sections that mention the studio’s name, with a link to each', () => {
    render(<Harness seen={() => {}} />, { wrapper });
    const list = screen.getByRole('region', { name: '학원 이름과 대표자가 들어가는 곳' });
    const items = [...list.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      // The owner's own teacher card has the name written out.
      '원장·강사 소개이름을 바꾸면 함께 바뀜이름이 글자 그대로 적혀 있음 — 바꾸어도 따라 바뀌지 않습니다',
      '대표 사진·갤러리이름을 바꾸면 함께 바뀜',
      '이용약관·개인정보 처리방침이름을 바꾸면 함께 바뀜',
    ]);
    expect(screen.getByRole('link', { name: '원장·강사 소개' }).getAttribute('href')).toBe(
      '/settings/director',
    );
  });
});
