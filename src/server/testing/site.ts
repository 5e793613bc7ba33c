/** Shared steps of the studio-settings API tests. */
import type { FastifyInstance } from 'fastify';
import type { StudioSettings } from '#shared/schemas/site.ts';
import type { Db } from '../db/database.ts';
import type { SignedIn } from './sign-in.ts';

/** A studio that passes every rule (123-45-6789x has the check digit 1). */
export const validStudio: StudioSettings = {
  name: '새음 음악학원',
  shortName: '새음',
  address: '부산광역시 해운대구 파도로 12',
  floor: '2층 201호',
  station: '해운대역 3번 출구에서 도보 5분',
  parking: '건물 뒤 주차장 2시간 무료',
  hours: '평일 10:00–22:00\n주말 10:00–18:00',
  coordinates: { lat: 35.1631, lng: 129.1635 },
  phone: '051-123-4567',
  kakaoChannelUrl: 'https://pf.kakao.com/_saeeum',
  businessNumber: '123-45-67891',
  owner: '한가람',
  email: 'hello@saeeum.example.kr',
  privacyOfficer: '',
  privacyOfficerContact: '',
};

/** The studio's fields in the form's order: the order they are stored in and a change names them in. */
export const STUDIO_FIELDS = [
  'name',
  'shortName',
  'address',
  'floor',
  'station',
  'parking',
  'hours',
  'coordinates',
  'phone',
  'kakaoChannelUrl',
  'businessNumber',
  'owner',
  'email',
  'privacyOfficer',
  'privacyOfficerContact',
];

const headersOf = (who: SignedIn | null, extra: Record<string, string> = {}) => ({
  ...(who ? { cookie: who.cookie } : {}),
  ...extra,
});

export const studioApi = {
  get: (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/site/studio', headers }),
  save: (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
    app.inject({ method: 'PUT', url: '/api/site/studio', headers: headersOf(who), payload: body as object }),
  history: (app: FastifyInstance, who: SignedIn | null, page?: number | string) =>
    app.inject({
      url: `/api/site/studio/history${page === undefined ? '' : `?page=${page}`}`,
      headers: headersOf(who),
    }),
  restore: (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/site/studio/restore',
      headers: headersOf(who),
      payload: body as object,
    }),
};

export async function currentVersion(app: FastifyInstance): Promise<number> {
  return (await studioApi.get(app)).json().version;
}

/** How many versions of a section are stored: a refused or unchanged save adds none. */
export async function storedVersions(db: Db, section: string): Promise<number> {
  const rows = await db
    .selectFrom('site_content_versions')
    .select('version')
    .where('section', '=', section)
    .execute();
  return rows.length;
}
