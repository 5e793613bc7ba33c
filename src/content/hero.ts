import { heroSizedPhoto, type Photo } from './photo.ts';
import hero from './photos/hero.webp';
import heroHalf from './photos/hero-800w.webp';

export const heroPhoto: Photo = heroSizedPhoto(
  hero,
  heroHalf,
  '조명이 비추는 무대 위에 금빛 색소폰이 서 있고, 악보 선율이 흐르는 그림',
);
