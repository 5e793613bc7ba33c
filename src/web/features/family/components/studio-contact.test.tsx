import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { testSite } from '../../../site-data/testing/test-site.tsx';
import { StudioContact } from './studio-contact.tsx';

function renderFor(studio: { phone: string; kakaoChannelUrl: string }) {
  const site = testSite();
  renderWithStudio(<StudioContact />, { site: { ...site, studio: { ...site.studio, ...studio } } });
  return screen.getByRole('complementary', { name: '학원에 연락하기' });
}

describe('the portal’s way to reach the studio', () => {
  it('offers 전화, 문자 and the KakaoTalk channel for a mobile number with a channel set', () => {
    const bar = renderFor({ phone: '010-2345-6789', kakaoChannelUrl: 'https://pf.kakao.com/_xAbCd' });
    const links = [...bar.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['전화 010-2345-6789', 'tel:01023456789'],
      ['문자 010-2345-6789', 'sms:01023456789'],
      ['카카오톡 채널', 'https://pf.kakao.com/_xAbCd'],
    ]);
  });

  it('offers only 전화 for a landline without a channel: a text to it would be lost', () => {
    const bar = renderFor({ phone: '02-123-4567', kakaoChannelUrl: '' });
    expect(screen.getByRole('link', { name: '전화 02-123-4567' }).getAttribute('href')).toBe('tel:021234567');
    expect(bar.querySelectorAll('a')).toHaveLength(1);
  });
});
