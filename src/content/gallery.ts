import { landscapePhoto, type Photo } from './photo.ts';
import galleryOne from './photos/gallery-1.webp';
import galleryOneHalf from './photos/gallery-1-400w.webp';
import galleryTwo from './photos/gallery-2.webp';
import galleryTwoHalf from './photos/gallery-2-400w.webp';
import galleryThree from './photos/gallery-3.webp';
import galleryThreeHalf from './photos/gallery-3-400w.webp';
import galleryFour from './photos/gallery-4.webp';
import galleryFourHalf from './photos/gallery-4-400w.webp';
import galleryFive from './photos/gallery-5.webp';
import galleryFiveHalf from './photos/gallery-5-400w.webp';
import gallerySix from './photos/gallery-6.webp';
import gallerySixHalf from './photos/gallery-6-400w.webp';
import gallerySeven from './photos/gallery-7.webp';
import gallerySevenHalf from './photos/gallery-7-400w.webp';
import galleryEight from './photos/gallery-8.webp';
import galleryEightHalf from './photos/gallery-8-400w.webp';

// spec §9: the slideshow is built for exactly 8 photos.
export const gallery: { heading: string; photos: Photo[] } = {
  heading: '온음과 함께 즐기는 음악 생활',
  photos: [
    landscapePhoto(galleryOne, galleryOneHalf, '무대 조명 아래 홀로 빛나는 금빛 색소폰'),
    landscapePhoto(galleryTwo, galleryTwoHalf, '노을빛 배경 앞에서 소리가 퍼져 나가는 빈티지 마이크'),
    landscapePhoto(galleryThree, galleryThreeHalf, '크림색 바탕 위로 물결치듯 흐르는 두 줄의 악보와 음표'),
    landscapePhoto(galleryFour, galleryFourHalf, '밤빛 배경에 떠 있는 악보와 비스듬히 펼쳐진 피아노 건반'),
    landscapePhoto(galleryFive, galleryFiveHalf, '따뜻한 주황빛 무대에 세워진 기타와 주변을 떠다니는 음표'),
    landscapePhoto(gallerySix, gallerySixHalf, '창가 옆 보면대와 김이 오르는 커피 한 잔이 놓인 작은 탁자'),
    landscapePhoto(gallerySeven, gallerySevenHalf, '세 줄기 조명 아래 나란히 놓인 색소폰, 마이크, 기타'),
    landscapePhoto(galleryEight, galleryEightHalf, '악보 선율이 흐르는 무대를 바라보는 객석'),
  ],
};
