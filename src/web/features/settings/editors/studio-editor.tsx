/**
 * The studio section on /settings/studio: name, contact, address and map position, hours,
 * parking, business details. Its preview is what the directions page says under its map and
 * the footer of every page, drawn by the public components with the draft.
 */
import { Footer } from '../../../app/layout/footer.tsx';
import { AddressFacts, StudioContact } from '../../content/components/address-details.tsx';
import type { SectionEditor } from './section-editor-types.ts';
import { StudioForm, studioFieldLabels } from './studio/studio-form.tsx';
import styles from './studio/studio-preview.module.css';

function StudioPreview() {
  return (
    <>
      <p className={styles.where}>오시는 길 페이지</p>
      <div className={styles.page}>
        <AddressFacts />
        <StudioContact />
      </div>
      <p className={styles.where}>모든 페이지의 바닥글</p>
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
