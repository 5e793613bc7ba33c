/**
 * The studio section on /settings/studio: name, contact, address and map position, hours,
 * parking, business details. Its preview is the site's footer and the location block, drawn
 * by the public components with the draft.
 */
import { Footer } from '../../../app/layout/footer.tsx';
import { LocationBlock } from '../../content/components/location-block.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { StudioForm, studioFieldLabels } from './studio/studio-form.tsx';

function StudioPreview() {
  return (
    <>
      <LocationBlock />
      <Footer />
    </>
  );
}

export const studioEditor: SectionEditor<'studio'> = {
  key: 'studio',
  title: '학원 정보',
  description:
    '학원 이름, 전화번호, 주소와 지도 위치, 운영 시간, 사업자 정보: 모든 페이지의 바닥글과 오시는 길에 보입니다.',
  Form: StudioForm,
  Preview: StudioPreview,
  fieldLabels: studioFieldLabels,
};
