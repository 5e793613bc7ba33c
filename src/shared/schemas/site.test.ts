import { describe, expect, it } from 'vitest';
import { messages } from '../messages/ko.ts';
import { studioSettingsInput } from './site.ts';
import { restoreRequest, saveRequestOf } from './site-section.ts';

/** A studio that passes every rule (the check digit of 123-45-6789x is 1). */
const validStudio = {
  name: '온음 색소폰 & 보컬 아카데미',
  shortName: '온음 아카데미',
  address: '서울특별시 마포구 선율로 27, 온음빌딩',
  floor: '3층',
  station: '합정역 7번 출구에서 도보 3분',
  parking: '인근 공영주차장을 이용해 주세요.',
  hours: '평일 10:00–22:00\n주말 10:00–18:00',
  coordinates: { lat: 37.5497, lng: 126.9138 },
  phone: '02-123-4567',
  kakaoChannelUrl: 'https://pf.kakao.com/_abcd',
  businessNumber: '123-45-67891',
  owner: '윤서진',
  email: 'studio@example.com',
  privacyOfficer: '',
  privacyOfficerContact: '',
};

function codes(input: unknown): string[] {
  const result = studioSettingsInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const withField = (field: string, value: unknown) => ({ ...validStudio, [field]: value });

describe('the studio settings a save sends', () => {
  it('takes a valid studio, normalised', () => {
    expect(
      studioSettingsInput.parse({
        ...validStudio,
        name: ' 온음  아카데미\u200B ',
        phone: '0212345678',
        businessNumber: '1234567891',
        kakaoChannelUrl: 'HTTPS://PF.Kakao.com/_abcd',
        parking: '첫 줄\r\n둘째 줄  ',
      }),
    ).toEqual({
      ...validStudio,
      name: '온음 아카데미',
      phone: '02-1234-5678',
      businessNumber: '123-45-67891',
      kakaoChannelUrl: 'https://pf.kakao.com/_abcd',
      parking: '첫 줄\n둘째 줄',
    });
  });

  it('allows the optional details to be empty', () => {
    const empty = { floor: '', station: '', parking: '', hours: '', kakaoChannelUrl: '', email: '  ' };
    expect(studioSettingsInput.parse({ ...validStudio, ...empty })).toEqual({
      ...validStudio,
      ...empty,
      email: '',
    });
  });

  it.each([
    ['name', '', 'site.name_required'],
    ['name', undefined, 'site.name_required'],
    ['name', '가'.repeat(61), 'site.name_too_long'],
    ['name', '온음\u0000', 'text_control'],
    ['name', '온음\u202E', 'text_direction'],
    ['shortName', ' ', 'site.short_name_required'],
    ['shortName', '가'.repeat(31), 'site.short_name_too_long'],
    ['address', '', 'site.address_required'],
    ['address', '가'.repeat(201), 'site.address_too_long'],
    ['address', '서울\n마포구', 'text_control'],
    ['floor', '가'.repeat(31), 'site.floor_too_long'],
    ['floor', 3, 'site.invalid'],
    ['station', '가'.repeat(201), 'site.station_too_long'],
    ['station', '역\u2066', 'text_direction'],
    ['parking', '가'.repeat(301), 'site.parking_too_long'],
    ['parking', '주차\u0007', 'text_control'],
    ['hours', '가'.repeat(301), 'site.hours_too_long'],
    ['hours', undefined, 'site.invalid'],
    ['coordinates', undefined, 'site.coordinates_required'],
    ['coordinates', { lat: '37.5', lng: 126.9 }, 'site.coordinates_required'],
    ['coordinates', { lat: 32.9, lng: 126.9 }, 'site.latitude_range'],
    ['coordinates', { lat: 39.1, lng: 126.9 }, 'site.latitude_range'],
    ['coordinates', { lat: 37.5, lng: 123.9 }, 'site.longitude_range'],
    ['coordinates', { lat: 37.5, lng: 132.1 }, 'site.longitude_range'],
    ['coordinates', { lat: 37.5, lng: 126.9, zoom: 3 }, 'site.unknown_field'],
    ['phone', '', 'site.phone_required'],
    ['phone', '010-123-4567', 'site.phone_format'],
    ['phone', '1'.repeat(31), 'site.phone_format'],
    ['phone', '02-123-4567\u0000', 'text_control'],
    ['kakaoChannelUrl', 'http://pf.kakao.com/_abcd', 'site.url_https'],
    ['kakaoChannelUrl', 'pf.kakao.com/_abcd', 'site.url_https'],
    ['kakaoChannelUrl', `https://pf.kakao.com/${'a'.repeat(300)}`, 'site.url_too_long'],
    ['kakaoChannelUrl', 'https://pf.kakao.com/\u202E', 'text_direction'],
    ['businessNumber', '', 'site.business_number_required'],
    ['businessNumber', '123-45-6789', 'site.business_number_format'],
    ['businessNumber', '123-45-67890', 'site.business_number_checksum'],
    ['owner', '', 'site.owner_required'],
    ['owner', '가'.repeat(31), 'site.owner_too_long'],
    ['email', 'studio@', 'site.email_format'],
    ['email', `${'a'.repeat(250)}@example.com`, 'site.email_format'],
  ])('%s = %j → %s', (field, value, code) => {
    expect(codes(withField(field, value))).toEqual([code]);
  });

  it('refuses a field it does not know, and the copyright line, which is made from the name', () => {
    expect(codes({ ...validStudio, copyright: '© 2026 온음' })).toEqual(['site.unknown_field']);
    expect(codes({ ...validStudio, fax: '02-123-4568' })).toEqual(['site.unknown_field']);
  });

  it('has a Korean message for every code it answers with', () => {
    for (const code of Object.keys(messages).filter((key) => key.startsWith('site.'))) {
      expect(messages[code as keyof typeof messages]).toMatch(/[가-힣]/);
    }
  });
});

describe('the save and restore requests', () => {
  const saveStudioRequest = saveRequestOf('studio', studioSettingsInput);
  it('need the version the edit started from', () => {
    expect(saveStudioRequest.parse({ version: 3, studio: validStudio }).version).toBe(3);
    for (const version of [undefined, -1, 1.5, '3', 2_147_483_648]) {
      const result = saveStudioRequest.safeParse({ version, studio: validStudio });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['site.version_required']);
    }
  });

  it('refuse unknown fields and a missing studio', () => {
    const extra = saveStudioRequest.safeParse({ version: 1, studio: validStudio, publish: true });
    expect(extra.error?.issues.map((issue) => issue.message)).toEqual(['site.unknown_field']);
    const missing = saveStudioRequest.safeParse({ version: 1 });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['site.invalid']);
  });

  it('restore a positive version number', () => {
    expect(restoreRequest.parse({ version: 4, restore: 1 })).toEqual({ version: 4, restore: 1 });
    for (const restore of [0, -2, 1.5, '1', null]) {
      const result = restoreRequest.safeParse({ version: 4, restore });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['site.restore_invalid']);
    }
    const extra = restoreRequest.safeParse({ version: 4, restore: 1, studio: validStudio });
    expect(extra.error?.issues.map((issue) => issue.message)).toEqual(['site.unknown_field']);
  });
});
