/** 백업·복원과 전체 데이터 내보내기 (docs/decisions/042). */
export const backupMessages = {
  'backup.busy': '지금 다른 백업을 만드는 중입니다. 잠시 뒤에 다시 시도해 주세요.',
  'backup.postgres_unsupported':
    '이 서버는 데이터베이스에 연결되어 있지 않아 백업을 만들 수 없습니다. 서버 설정(DATABASE_URL)을 확인해 주세요.',
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
  'backup.rows_differ': '복원한 데이터베이스의 행 수가 백업 목록(manifest.json)과 다릅니다.',
  'backup.file_unreadable': '백업 파일을 읽을 수 없습니다.',
  'backup.database_other':
    '다른 종류의 데이터베이스(SQLite/PostgreSQL)에서 만든 백업입니다. 백업을 만든 사이트와 같은 데이터베이스로 복원해 주세요.',
  'backup.migrations_unknown':
    '이 사이트보다 새 버전에서 만든 백업입니다. 사이트를 최신으로 올린 뒤 복원해 주세요.',
  'backup.schema_not_empty':
    '복원할 PostgreSQL 데이터베이스(스키마)에 이미 표가 있습니다. 빈 데이터베이스를 DATABASE_URL로 지정해 주세요. 아무것도 덮어쓰지 않았습니다.',
  'backup.endpoint_invalid': '저장소 주소를 https://로 시작하는 주소로 입력해 주세요.',
  'backup.region_invalid': '리전을 영문, 숫자, 하이픈으로 입력해 주세요 (예: auto, ap-northeast-2).',
  'backup.bucket_invalid': '버킷 이름을 영문 소문자, 숫자, 점, 하이픈으로 3–63자 입력해 주세요.',
  'backup.prefix_invalid': '폴더 이름은 영문, 숫자, 점, 하이픈, 밑줄과 /로만 입력해 주세요.',
  'backup.access_key_invalid': '접근 키(Access Key ID)를 입력해 주세요.',
  'backup.secret_key_invalid': '비밀 키(Secret Access Key)를 확인해 주세요.',
  'backup.secret_key_required': '비밀 키(Secret Access Key)를 입력해 주세요.',
  'backup.passphrase_invalid': '백업 암호를 확인해 주세요.',
  'backup.passphrase_too_short': '백업 암호는 12자 이상으로 정해 주세요.',
  'backup.passphrase_too_long': '백업 암호는 200자까지 입력할 수 있습니다.',
  'backup.passphrase_required': '백업 암호를 입력하거나 서버가 만든 암호를 쓰도록 선택해 주세요.',
  'backup.target_missing':
    '외부 저장소가 아직 설정되지 않았습니다. 사이트 관리 → 백업에서 먼저 설정해 주세요.',
  'backup.s3_keys_wrong':
    '접근 키 또는 비밀 키가 맞지 않습니다. 저장소 서비스에서 발급한 키를 다시 확인해 주세요.',
  'backup.s3_no_bucket': '그런 이름의 버킷이 없습니다. 버킷 이름과 리전을 확인해 주세요.',
  'backup.s3_write_refused':
    '이 키로는 버킷에 파일을 쓸 수 없습니다 (권한 거부). 키에 쓰기·읽기·삭제 권한을 주세요.',
  'backup.s3_read_refused': '파일은 썼지만 다시 읽을 수 없습니다 (권한 거부). 키에 읽기 권한을 주세요.',
  'backup.s3_delete_refused':
    '파일을 지울 권한이 없습니다. 오래된 백업을 정리하려면 키에 삭제 권한이 필요합니다.',
  'backup.s3_read_mismatch': '버킷에 쓴 내용과 다시 읽은 내용이 다릅니다. 저장소 주소를 확인해 주세요.',
  'backup.s3_region_wrong': '리전이 버킷과 맞지 않습니다. 저장소 서비스에 적힌 리전을 입력해 주세요.',
  'backup.s3_unreachable':
    '저장소 주소에 연결할 수 없습니다. 주소가 맞는지, 서버가 인터넷에 연결되어 있는지 확인해 주세요.',
  'backup.s3_tls':
    '저장소의 보안 연결(TLS 인증서)을 확인할 수 없습니다. 주소가 https://로 맞게 적혔는지, 인증서가 유효한지 확인해 주세요.',
  'backup.s3_address_refused': '이 주소로는 보낼 수 없습니다.',
  'backup.s3_failed': '저장소가 요청을 거절했습니다.',
  'backup.passphrase_wrong': '백업 암호가 맞지 않습니다. 이 백업을 만들 때 쓴 암호를 입력해 주세요.',
  'backup.encrypted_damaged': '암호화된 백업 파일이 손상되었거나 바뀌었습니다. 다른 백업을 써 주세요.',
  'backup.encrypted_truncated': '암호화된 백업 파일이 중간에 잘렸습니다. 다른 백업을 써 주세요.',
  'backup.not_encrypted': '이 사이트가 암호화한 백업 파일이 아닙니다.',
  'backup.drill_busy': '지금 복원 훈련을 하는 중입니다. 끝난 뒤에 결과를 확인해 주세요.',
  'backup.drill_no_archive': '복원해 볼 백업이 없습니다. 먼저 백업을 만들어 주세요.',
  'backup.drill_failed': '복원 훈련을 끝내지 못했습니다.',
} as const;
