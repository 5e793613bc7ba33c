/**
 * /settings/<key>: the owner's editing page of one section (features/settings), with the
 * section's public pages to preview the draft in (app/section-previews.tsx).
 */
import { SectionSettings } from '../../features/settings/components/section-settings.tsx';
import { sectionPreviews } from '../section-previews.tsx';

export function SectionSettingsPage() {
  return <SectionSettings previews={sectionPreviews} />;
}
