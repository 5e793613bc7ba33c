/**
 * The studio section on /settings/studio: name, contact, address and map position, hours,
 * parking, business details. Its preview (app/section-previews.tsx) is what the directions page
 * says under its map and the footer of every page, drawn by the public components with the
 * draft.
 */

import { studioFieldLabels } from '../../../site-data/section-fields.ts';
import type { SectionEditor } from './section-editor-types.ts';
import { StudioForm } from './studio/studio-form.tsx';

export const studioEditor: SectionEditor<'studio'> = {
  key: 'studio',
  title: '학원 정보',
  description:
    '학원 이름, 전화번호, 주소와 지도 위치, 운영 시간, 사업자 정보: 모든 페이지의 바닥글과 오시는 길에 보입니다.',
  Form: StudioForm,
  fieldLabels: studioFieldLabels,
};
