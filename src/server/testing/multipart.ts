/** A multipart body with one file in it, as a browser's form sends an upload. */

const BOUNDARY = 'test-upload-boundary';

/** The content type that goes with `multipartOf`'s bodies. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** `ending` replaces the closing boundary, for a body cut short. */
export function multipartOf(part: FilePart, ending = `\r\n--${BOUNDARY}--\r\n`): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'a.bin'}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.data,
    Buffer.from(ending),
  ]);
}
