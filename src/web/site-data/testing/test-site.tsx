/** The first-start content as a published site, for component tests of what reads useSite(). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultBoardSettings } from '#content/board-defaults.ts';
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { defaultDirector } from '#content/director-defaults.ts';
import { defaultFacility } from '#content/facility-defaults.ts';
import { defaultLessonRules } from '#content/lesson-rules-defaults.ts';
import { defaultPhotos } from '#content/photos-defaults.ts';
import { defaultPolicies } from '#content/policies-defaults.ts';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { studioCopyright } from '#shared/studio-rules.ts';
import { SitePreview } from '../site-context.tsx';

export function testSite(overrides: Partial<SiteDocument> = {}): SiteDocument {
  const studio = defaultStudioSettings();
  return {
    versions: {
      studio: 1,
      board: 1,
      director: 1,
      curriculum: 1,
      photos: 1,
      facility: 1,
      policies: 1,
      lessons: 1,
    },
    studio,
    board: defaultBoardSettings(),
    director: defaultDirector(),
    curriculum: defaultCurriculum(),
    photos: defaultPhotos(),
    facility: defaultFacility(),
    policies: defaultPolicies(),
    lessons: defaultLessonRules(),
    copyright: studioCopyright(studio.name, 2026),
    ...overrides,
  };
}

export function WithSite({ site = testSite(), children }: { site?: SiteDocument; children: ReactNode }) {
  return <SitePreview site={site}>{children}</SitePreview>;
}

/** `ui` rendered with `site` as the published content (the first-start one when left out). */
export function renderWithSite(ui: ReactNode, site?: SiteDocument) {
  return render(<WithSite site={site}>{ui}</WithSite>);
}
