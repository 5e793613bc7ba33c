/**
 * The home page's pictures on first start: the bundled hero and the eight gallery photos, which
 * the owner then replaces in the browser. References only (no image imports), so the server can
 * read this file too.
 */
import type { PhotosContent } from '#shared/schemas/site-photos.ts';
import { builtinPhoto } from './builtin-photos.ts';

export function defaultPhotos(): PhotosContent {
  return {
    hero: builtinPhoto('hero', '조명이 비추는 무대 위에 금빛 색소폰이 서 있고, 악보 선율이 흐르는 그림'),
    heroTagline: '색소폰 · 보컬 · 피아노 1:1 레슨',
    heroIntro: '처음 악기를 잡는 날부터 무대에 서는 날까지, 한 분 한 분의 속도에 맞춰 함께합니다.',
    // {{학원명}}: the studio's name as 학원 정보 has it (src/shared/studio-variables.ts).
    galleryHeading: '{{학원명}}에서 즐기는 음악 생활',
    gallery: [
      builtinPhoto('gallery-1', '무대 조명 아래 홀로 빛나는 금빛 색소폰'),
      builtinPhoto('gallery-2', '노을빛 배경 앞에서 소리가 퍼져 나가는 빈티지 마이크'),
      builtinPhoto('gallery-3', '크림색 바탕 위로 물결치듯 흐르는 두 줄의 악보와 음표'),
      builtinPhoto('gallery-4', '밤빛 배경에 떠 있는 악보와 비스듬히 펼쳐진 피아노 건반'),
      builtinPhoto('gallery-5', '따뜻한 주황빛 무대에 세워진 기타와 주변을 떠다니는 음표'),
      builtinPhoto('gallery-6', '창가 옆 보면대와 김이 오르는 커피 한 잔이 놓인 작은 탁자'),
      builtinPhoto('gallery-7', '세 줄기 조명 아래 나란히 놓인 색소폰, 마이크, 기타'),
      builtinPhoto('gallery-8', '악보 선율이 흐르는 무대를 바라보는 객석'),
    ],
  };
}
