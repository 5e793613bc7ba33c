export interface UploadsTable {
  /** `<hash>.webp`: the address is `/uploads/<name>`. */
  name: string;
  content_type: string;
  data: Buffer;
  created_at: string;
}

export interface UploadsTables {
  uploads: UploadsTable;
}
