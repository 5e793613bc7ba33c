/**
 * 처음 설정 (/setup) and the owner's 시작하기 checklist (docs/decisions/072-first-run-setup.md).
 * The owner's account follows the sign-up's rules; the studio's four fields follow the studio
 * editor's (site.ts), so a value the setup takes is one the editor would take.
 */
import { z } from 'zod';
import { ownerAccountRequest, sessionResponse } from './auth.ts';
import { studioSettingsInput } from './site.ts';
import { plainText } from './text.ts';

export const setupStateResponse = z.object({
  needed: z
    .boolean()
    .meta({ description: '원장 계정이 아직 없으면 true: 모든 페이지가 /setup으로 안내됩니다' }),
});

export const SETUP_CODE_MAX = 64;

export const setupRequest = z.strictObject(
  {
    code: plainText('setup.code_required')
      .trim()
      .min(1, 'setup.code_required')
      .max(SETUP_CODE_MAX, 'setup.wrong_code')
      .meta({ description: '서버가 시작할 때 로그에 적은 설정 코드 (대소문자·하이픈 무관)' }),
    owner: ownerAccountRequest,
    studio: studioSettingsInput.pick({ name: true, phone: true, address: true, businessNumber: true }),
  },
  { error: () => 'setup.incomplete' },
);
export type SetupRequest = z.input<typeof setupRequest>;

export const setupResponse = z.object({ message: z.string(), user: sessionResponse });

export const CHECKLIST_ITEMS = [
  'studio',
  'teachers',
  'students',
  'timetable',
  'senders',
  'backup',
  'https',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export const checklistResponse = z.object({
  items: z.array(
    z.object({
      key: z.enum(CHECKLIST_ITEMS),
      done: z.boolean(),
    }),
  ),
});
export type Checklist = z.infer<typeof checklistResponse>;
