import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { optionLabels } from '../../../components/testing/button-labels.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { WithSite } from '../../../site-data/testing/test-site.tsx';
import { EnquiryForm } from './enquiry-form.tsx';

/** What a screen reader reads after the name: the texts the field's aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .join(' ');

const COURSES = ['색소폰', '보컬', '피아노 및 그 밖의 악기'];

const created = () => ({ status: 201, body: { id: 7, status: '접수' } });

function renderForm() {
  const user = renderWithStudio(<EnquiryForm courses={COURSES} />);
  const form = screen.getByRole('form', { name: '상담 신청' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { user, form, field };
}

describe('EnquiryForm', () => {
  it('offers the courses it is given and the four time bands', () => {
    const { form } = renderForm();
    const course = within(form).getByRole('combobox', { name: '관심 있는 수업' });
    expect(optionLabels(course)).toEqual(['상담하면서 정할게요', '색소폰', '보컬', '피아노 및 그 밖의 악기']);
    const times = within(form).getByRole('group', { name: '희망 시간대 (여러 개 고를 수 있어요)' });
    expect(within(times).getAllByRole('checkbox')).toHaveLength(4);
    expect((within(form).getByRole('textbox', { name: '이름' }) as HTMLInputElement).required).toBe(true);
    expect(within(form).getByRole('link', { name: '개인정보처리방침' }).getAttribute('href')).toBe('/person');
  });

  it('says what is missing next to each field, focuses the first, and sends nothing', async () => {
    const sent = answerWith(created);
    const { user, form, field } = renderForm();
    await user.click(within(form).getByRole('button', { name: '상담 신청하기' }));
    expect(await within(form).findByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(field('이름'));
    expect(field('이름').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('이름'))).toBe('이름을 입력해 주세요.');
    expect(description(field('휴대전화'))).toBe(
      '예: 010-1234-5678 연락받으실 휴대전화 번호를 입력해 주세요.',
    );
    expect(
      description(within(form).getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' })),
    ).toMatch(/개인정보 수집·이용에 동의해 주세요\.$/);
    expect(sent).toEqual([]);
  });

  /** Fills in 김하늘 with the phone number, agrees, and sends, the server answering with `answer`. */
  async function fillAndSend(answer: () => ReturnType<typeof refusal>, phone = '010-1234-5678') {
    answerWith(answer);
    const { user, form, field } = renderForm();
    await user.type(field('이름'), '김하늘');
    await user.type(field('휴대전화'), phone);
    await user.click(within(form).getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' }));
    await user.click(within(form).getByRole('button', { name: '상담 신청하기' }));
    return { form, field };
  }

  it('focuses a wrong phone number when the name is right', async () => {
    const { form, field } = await fillAndSend(created, '02-123-4567');
    expect(
      await within(form).findByText('휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field('휴대전화'));
    expect(within(form).queryByText('이름을 입력해 주세요.')).toBeNull();
  });

  it('sends the enquiry as the server stores it and says who will be called', async () => {
    const sent = answerWith(created);
    const { user, form, field } = renderForm();
    await user.type(field('이름'), ' 김하늘 ');
    await user.type(field('휴대전화'), '010 9876 5432');
    await user.selectOptions(within(form).getByRole('combobox', { name: '관심 있는 수업' }), '보컬');
    await user.click(within(form).getByRole('checkbox', { name: /주말/ }));
    await user.click(within(form).getByRole('checkbox', { name: /평일 저녁/ }));
    await user.type(field('궁금한 점'), '처음 배워요.');
    await user.click(within(form).getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' }));
    await user.click(within(form).getByRole('button', { name: '상담 신청하기' }));

    const heading = await screen.findByRole('heading', { name: '상담 신청을 보냈습니다.' });
    const done = heading.closest('[role="status"]') as HTMLElement;
    expect(done.textContent).toContain('010-9876-5432');
    expect(document.activeElement).toBe(heading);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/enquiries',
        body: {
          name: '김하늘',
          phone: '010-9876-5432',
          instrument: '보컬',
          preferredTimes: ['평일 저녁', '주말'],
          message: '처음 배워요.',
          consent: true,
        },
      },
    ]);
    await user.click(within(done).getByRole('button', { name: '새로 신청하기' }));
    expect(screen.getByRole('form', { name: '상담 신청' })).toBeTruthy();
  });

  it('shows the server’s limit in Korean and keeps what was typed', async () => {
    const message =
      '상담 신청이 너무 많이 들어왔습니다. 1시간 뒤에 다시 시도하시거나 학원으로 전화해 주세요.';
    const { form, field } = await fillAndSend(() => refusal(429, 'enquiries.rate_limited', message));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect((field('이름') as HTMLInputElement).value).toBe('김하늘');
  });

  it('puts a refusal of one field next to it', async () => {
    const { form, field } = await fillAndSend(() =>
      refusal(400, 'enquiries.phone_format', '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.'),
    );
    expect(
      await within(form).findByText('휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field('휴대전화'));
  });

  it('cannot be sent before the page has hydrated, though it can be typed in', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WithSite>
            <EnquiryForm courses={COURSES} />
          </WithSite>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = within(container).getByRole('button', { name: '상담 신청하기' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((within(container).getByRole('textbox', { name: '이름' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });
});
