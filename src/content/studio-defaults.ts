/**
 * The studio's details on first start: the placeholders of src/content/studio.ts, which the
 * owner then replaces in the browser. The copyright line is not among them: it is made from
 * the name and the year (studioCopyright), so a renamed studio never shows its old name there.
 */

import type { StudioSettings } from '#shared/schemas/site.ts';
import { studio } from './studio.ts';

export function defaultStudioSettings(): StudioSettings {
  return {
    name: studio.name,
    shortName: studio.shortName,
    address: studio.address,
    floor: studio.floor,
    station: studio.station,
    parking: studio.parking,
    hours: studio.hours,
    coordinates: { lat: studio.coordinates.lat, lng: studio.coordinates.lng },
    phone: studio.phone,
    kakaoChannelUrl: studio.kakaoChannelUrl,
    businessNumber: studio.businessNumber,
    owner: studio.owner,
    email: '',
    // Empty: the representative and the studio's phone answer for personal data.
    privacyOfficer: '',
    privacyOfficerContact: '',
  };
}
