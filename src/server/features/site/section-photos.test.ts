import { describe, expect, it } from 'vitest';
import { defaultFacility } from '#content/facility-defaults.ts';
import { isSitePhoto, mapSitePhotos, sitePhotosIn } from './section-photos.ts';

const upload = { src: '/uploads/0123456789abcdef.webp', alt: '무대', width: 10, height: 10 };

describe('the pictures of a section', () => {
  it('are found wherever they sit, in document order', () => {
    const content = {
      heading: '제목',
      hero: upload,
      teachers: [{ name: '김', photo: { ...upload, alt: '김 선생' }, career: ['경력'] }],
      groups: [
        {
          title: '홀',
          photos: [
            { ...upload, alt: '홀 1' },
            { ...upload, alt: '홀 2' },
          ],
        },
      ],
    };
    expect(sitePhotosIn(content).map((photo) => photo.alt)).toEqual(['무대', '김 선생', '홀 1', '홀 2']);
    expect(sitePhotosIn(defaultFacility())).toHaveLength(12);
  });

  it('are exactly {src, alt, width, height}: an object with more or fewer keys is not one', () => {
    expect(isSitePhoto(upload)).toBe(true);
    expect(isSitePhoto({ ...upload, caption: '' })).toBe(false);
    expect(isSitePhoto({ src: upload.src, alt: '', width: 1 })).toBe(false);
    expect(isSitePhoto([upload])).toBe(false);
    expect(isSitePhoto(null)).toBe(false);
  });

  it('are replaced one by one, leaving everything else as it was', () => {
    const content = { notes: ['a'], groups: [{ title: '홀', photos: [upload] }], count: 3 };
    const mapped = mapSitePhotos(content, (photo) => ({ ...photo, width: 1600, height: 1200 }));
    expect(mapped).toEqual({
      notes: ['a'],
      groups: [{ title: '홀', photos: [{ ...upload, width: 1600, height: 1200 }] }],
      count: 3,
    });
    expect(content.groups[0]!.photos[0]!.width).toBe(10);
  });
});
