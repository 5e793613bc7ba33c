/** News posts and image uploads (spec §8). */
export const newsMessages = {
  'news.not_found': '게시글을 찾을 수 없습니다.',
  'news.not_author': '글쓴이와 원장님만 이 글을 수정하거나 삭제할 수 있습니다.',
  'news.author_mismatch': '다른 사람의 이름으로 글을 쓸 수 없습니다.',
  'news.title_required': '제목을 입력해 주세요.',
  'news.title_too_long': '제목은 200자까지 입력할 수 있습니다.',
  'news.content_required': '내용을 입력해 주세요.',
  'news.content_too_large': '내용이 너무 깁니다. 500KB 이하로 줄여 주세요.',
  'news.image_url_invalid': '이미지 주소가 올바르지 않습니다.',
  'upload.missing': '올릴 이미지 파일을 image 항목으로 보내 주세요.',
  'upload.too_large': '이미지는 10MB 이하만 올릴 수 있습니다.',
  'upload.too_many_pixels': '이미지의 가로세로 크기가 너무 큽니다.',
  'upload.unsupported_type': 'JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
  'upload.unreadable': '이미지 파일을 읽을 수 없습니다. 다른 파일을 골라 주세요.',
  'upload.malformed': '파일이 제대로 전송되지 않았습니다. 다시 올려 주세요.',
  'upload.busy': '이미지를 처리하는 중입니다. 잠시 후 다시 올려 주세요.',
} as const;
