/**
 * The home page's pictures on /settings/photos: the hero and the gallery. Its preview
 * (app/section-previews.tsx) is the home page's hero and gallery, drawn by the public
 * components with the draft.
 */

import { photosFieldLabels } from '../../../site-data/section-fields.ts';
import { PhotosForm } from './photos/photos-form.tsx';
import type { SectionEditor } from './section-editor-types.ts';

export const photosEditor: SectionEditor<'photos'> = {
  key: 'photos',
  title: '대표 사진·갤러리',
  description:
    '홈 첫 화면의 대표 사진과 그 위의 글, 그 아래 갤러리의 제목과 사진(1–12장, 보이는 순서대로)입니다.',
  Form: PhotosForm,
  fieldLabels: photosFieldLabels,
};
