import { describe, expect, it } from 'vitest';
import { checkEnquiry, type EnquiryInput } from './check-enquiry.ts';

const form = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  name: '김하늘',
  phone: '010 1234 5678',
  instrument: '',
  preferredTimes: [],
  message: '',
  consent: true,
  ...overrides,
});

describe('checkEnquiry', () => {
  it('passes a filled form on as the server will store it', async () => {
    expect(await checkEnquiry(form({ preferredTimes: ['주말', '평일 오전'], instrument: '보컬' }))).toEqual({
      ok: true,
      values: {
        name: '김하늘',
        phone: '010-1234-5678',
        instrument: '보컬',
        preferredTimes: ['평일 오전', '주말'],
        message: null,
        consent: true,
      },
    });
  });

  it('names the first problem of each field with the server’s code', async () => {
    expect(await checkEnquiry(form({ name: '', phone: '02-123-4567', consent: false }))).toEqual({
      ok: false,
      problems: {
        name: 'enquiries.name_required',
        phone: 'enquiries.phone_format',
        consent: 'enquiries.consent_required',
      },
    });
    expect(await checkEnquiry(form({ message: '가'.repeat(1001), name: '김\u0007' }))).toEqual({
      ok: false,
      problems: { name: 'text_control', message: 'enquiries.message_too_long' },
    });
  });
});
