/**
 * How a section's editing form plugs into the settings page: the page keeps the draft, the
 * version it started from, the publish, the conflict and the history; a section only gives
 * its fields (and, from the app, how its public page looks with the draft).
 */
import type { ComponentType } from 'react';
import type { SiteDocument, SiteSectionKey } from '#shared/schemas/site-content.ts';

export interface SectionFormProps<Key extends SiteSectionKey> {
  value: SiteDocument[Key];
  onChange: (next: SiteDocument[Key]) => void;
  /** While a publish is under way. */
  disabled: boolean;
  /**
   * The Korean message of each field the last check refused, by field name: a form shows it
   * beside the field (and marks the field invalid). Fields not named are fine.
   */
  errors?: Partial<Record<string, string>>;
}

export interface SectionEditor<Key extends SiteSectionKey = SiteSectionKey> {
  key: Key;
  /** The settings menu's name of the section (`학원 정보`). */
  title: string;
  /** One line under the title: what the section feeds. */
  description: string;
  Form: ComponentType<SectionFormProps<Key>>;
  /** Korean names of the section's fields, for the history's "바뀐 항목". */
  fieldLabels: Record<keyof SiteDocument[Key] & string, string>;
}

/**
 * The public page(s) each section shows up on, rendered with the draft: the settings page
 * wraps one in SitePreview, so it renders the real public components. They belong to other
 * features, so the app gives them to the settings page (app/section-previews.tsx).
 */
export type SectionPreviews = { [Key in SiteSectionKey]?: ComponentType };
