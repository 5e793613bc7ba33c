/** The studio's pictures: the home page's hero and gallery, and the facility page. */
export const sitePhotosMessages = {
  'site.photo_missing': '올린 사진을 찾을 수 없습니다. 사진을 다시 올린 뒤 저장해 주세요.',
  'site.hero_tagline_required': '학원 이름 위의 한 줄을 입력해 주세요.',
  'site.hero_tagline_too_long': '학원 이름 위의 한 줄은 40자까지 입력할 수 있습니다.',
  'site.hero_intro_required': '소개 문장을 입력해 주세요.',
  'site.hero_intro_too_long': '소개 문장은 200자까지 입력할 수 있습니다.',
  'site.gallery_heading_required': '갤러리 제목을 입력해 주세요.',
  'site.gallery_heading_too_long': '갤러리 제목은 60자까지 입력할 수 있습니다.',
  'site.gallery_count': '갤러리 사진은 1장에서 12장까지 올릴 수 있습니다.',
  'site.facility_notes_count': '시설 안내 문장은 1줄에서 10줄까지 입력할 수 있습니다.',
  'site.facility_note_required':
    '비어 있는 시설 안내 문장이 있습니다. 내용을 입력하거나 그 줄을 지워 주세요.',
  'site.facility_note_too_long': '시설 안내 문장은 한 줄에 200자까지 입력할 수 있습니다.',
  'site.facility_groups_count':
    '시설 사진 묶음은 네 개여야 합니다. 페이지를 새로 고친 뒤 다시 저장해 주세요.',
  'site.facility_title_required': '시설 사진 묶음의 제목을 입력해 주세요.',
  'site.facility_title_too_long': '시설 사진 묶음의 제목은 40자까지 입력할 수 있습니다.',
  'site.facility_photos_count': '시설 사진 묶음마다 사진을 1장에서 6장까지 올릴 수 있습니다.',
} as const;
