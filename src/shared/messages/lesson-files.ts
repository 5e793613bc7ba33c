/** Files on a lesson note (docs/decisions/078): refusals and answers. */
export const lessonFilesMessages = {
  'lessonFiles.missing': '올릴 파일을 골라 주세요.',
  'lessonFiles.malformed': '파일이 끝까지 전송되지 않았습니다. 연결을 확인하고 다시 올려 주세요.',
  'lessonFiles.unsupported':
    '녹음(m4a, mp3, ogg, wav, webm), 악보 사진(JPEG, PNG, WebP), PDF 악보만 올릴 수 있습니다.',
  'lessonFiles.video': '영상 파일은 올릴 수 없습니다. 소리만 녹음한 파일을 올려 주세요.',
  'lessonFiles.incomplete': '파일의 뒷부분이 잘려 있습니다. 원래 파일을 다시 올려 주세요.',
  'lessonFiles.too_large': '파일이 너무 큽니다. 녹음은 20MB, 악보 사진과 PDF는 10MB까지 올릴 수 있습니다.',
  'lessonFiles.too_many':
    '한 레슨에는 파일을 10개까지 올릴 수 있습니다. 필요 없는 파일을 지운 뒤 올려 주세요.',
  'lessonFiles.lesson_full':
    '한 레슨의 파일은 모두 합쳐 60MB까지 올릴 수 있습니다. 필요 없는 파일을 지운 뒤 올려 주세요.',
  'lessonFiles.not_found': '파일을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  'lessonFiles.range': '요청한 범위가 파일 크기를 벗어났습니다.',
} as const;

/** Each kind with its object particle, as a sentence needs it. */
const kindObject = { audio: '녹음을', image: '악보 사진을', pdf: 'PDF 악보를' } as const;

export const lessonFilesNotices = {
  uploaded: (kind: keyof typeof kindObject) => `${kindObject[kind]} 올렸습니다.`,
  removed: '파일을 지웠습니다.',
};
