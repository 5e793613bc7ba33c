/** 백업·복원과 전체 데이터 내보내기 (docs/decisions/042). */
export const backupMessages = {
  'backup.busy': '지금 다른 백업을 만드는 중입니다. 잠시 뒤에 다시 시도해 주세요.',
  'backup.postgres_unsupported':
    'PostgreSQL을 쓰는 사이트는 여기서 백업을 만들지 않습니다. 서버에서 pg_dump로 데이터베이스를 백업해 주세요 (README의 백업 안내).',
  'backup.not_gzip': '백업 파일이 아닙니다: gzip으로 압축된 파일이 아닙니다.',
  'backup.not_tar': '백업 파일이 아닙니다: tar 묶음이 아니거나 손상되었습니다.',
  'backup.truncated': '백업 파일이 중간에 잘렸습니다. 파일을 다시 받아 주세요.',
  'backup.manifest_missing': '백업 파일에 manifest.json이 없습니다. 이 사이트의 백업 파일이 아닙니다.',
  'backup.manifest_invalid': '백업 파일의 manifest.json이 올바르지 않습니다.',
  'backup.format_unknown': '이 사이트의 백업 형식이 아닙니다.',
  'backup.version_unsupported':
    '이 버전의 사이트가 읽을 수 없는 백업 형식입니다. 사이트를 최신으로 올린 뒤 복원해 주세요.',
  'backup.checksum_mismatch': '백업 파일의 내용이 manifest.json의 SHA-256과 다릅니다. 파일이 손상되었습니다.',
  'backup.file_missing': 'manifest.json에 적힌 파일이 백업 파일에 없습니다.',
  'backup.file_unlisted': 'manifest.json에 없는 파일이 백업 파일에 들어 있습니다.',
  'backup.path_unsafe': '백업 파일에 데이터 폴더 밖을 가리키거나 허용되지 않는 경로가 있습니다.',
  'backup.target_not_empty':
    '복원할 데이터 폴더가 비어 있지 않습니다. 빈 폴더를 DATA_DIR로 지정해 주세요. 아무것도 덮어쓰지 않았습니다.',
  'backup.database_damaged': '백업 안의 데이터베이스가 손상되었습니다.',
  'backup.file_unreadable': '백업 파일을 읽을 수 없습니다.',
} as const;
