import { describe, expect, it } from 'vitest';
import {
  canMoveEnquiry,
  ENQUIRY_NEXT_STATUSES,
  ENQUIRY_STATUSES,
  ENQUIRY_WINDOW_MS,
  type EnquiryStatus,
  PREFERRED_TIME_HINTS,
} from './enquiry-rules.ts';

describe('the moves an enquiry may make', () => {
  // Every pair of states: only these moves are allowed, and 등록 and 종료 are final.
  const allowed = new Set(['접수→연락함', '접수→종료', '연락함→등록', '연락함→종료']);
  for (const from of ENQUIRY_STATUSES) {
    for (const to of ENQUIRY_STATUSES) {
      const move = `${from}→${to}`;
      it(`${allowed.has(move) ? 'allows' : 'refuses'} ${move}`, () => {
        expect(canMoveEnquiry(from as EnquiryStatus, to as EnquiryStatus)).toBe(allowed.has(move));
      });
    }
  }

  it('offers staff exactly the next states, none after 등록 or 종료', () => {
    expect(ENQUIRY_NEXT_STATUSES).toEqual({
      접수: ['연락함', '종료'],
      연락함: ['등록', '종료'],
      등록: [],
      종료: [],
    });
  });

  it('counts a visitor’s enquiries over one hour', () => {
    expect(ENQUIRY_WINDOW_MS).toBe(3_600_000);
  });

  it('says the hours of each preferred time as the form shows them', () => {
    expect(PREFERRED_TIME_HINTS).toEqual({
      '평일 오전': '9–12시',
      '평일 오후': '12–18시',
      '평일 저녁': '18–21시',
      주말: '토·일',
    });
  });
});
