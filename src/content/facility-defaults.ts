/**
 * The facility page on first start: placeholder notes and the bundled photos of the four
 * groups, which the owner then replaces in the browser. References only (no image imports), so
 * the server can read this file too.
 */
import type { FacilityContent } from '#shared/schemas/site-facility.ts';
import { builtinPhoto } from './builtin-photos.ts';

export function defaultFacility(): FacilityContent {
  return {
    notes: [
      '개인 사물함과 신발장이 마련되어 있고, CCTV가 설치되어 있어 소지품을 안심하고 보관하실 수 있습니다.',
      '휴게실에는 정수기와 커피, 차가 준비되어 있어 연습 사이사이 편하게 쉬어 가실 수 있습니다.',
      '공기청정기가 항상 켜져 있어 언제 오셔도 깨끗하고 쾌적합니다.',
    ],
    groups: [
      {
        title: '레슨실',
        photos: [
          builtinPhoto(
            'facility-lesson-1',
            '흡음재가 붙은 벽 앞에 업라이트 피아노와 보면대, 의자가 놓인 레슨실',
          ),
          builtinPhoto('facility-lesson-2', '거치대에 세운 색소폰과 보면대가 준비된 색소폰 레슨실'),
          builtinPhoto('facility-lesson-3', '스피커와 스탠드 마이크, 보면대가 놓인 보컬 레슨실'),
        ],
      },
      {
        title: '라운지',
        photos: [
          builtinPhoto('facility-lounge-1', '펜던트 조명 아래 소파와 화분이 놓인 밝은 라운지'),
          builtinPhoto('facility-lounge-2', '정수기와 커피잔, 차가 준비된 휴게 공간'),
          builtinPhoto('facility-lounge-3', '개인 사물함과 신발장, CCTV와 공기청정기가 있는 입구 쪽 공간'),
        ],
      },
      {
        title: '무대 및 홀',
        photos: [
          builtinPhoto('facility-stage-1', '주황빛 커튼 사이로 조명이 스탠드 마이크를 비추는 무대'),
          builtinPhoto('facility-stage-2', '조명이 켜진 무대와 그 앞에 줄지어 놓인 객석'),
          builtinPhoto('facility-stage-3', '두 줄기 조명 아래 피아노와 색소폰이 놓인 공연 홀'),
        ],
      },
      {
        title: '연습실',
        photos: [
          builtinPhoto(
            'facility-practice-1',
            '흡음재로 둘러싸인 벽 앞에 보면대와 의자, 스피커가 놓인 연습실',
          ),
          builtinPhoto('facility-practice-2', '작은 창이 난 연습실 문들이 나란히 이어진 복도'),
          builtinPhoto('facility-practice-3', '색소폰과 보면대, 스피커가 갖춰진 개인 연습실'),
        ],
      },
    ],
  };
}
