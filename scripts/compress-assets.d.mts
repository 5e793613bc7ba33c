export interface CompressedCopy {
  file: string;
  originalBytes: number;
  compressedBytes: number;
}

export function compressAssets(dir: string): Promise<CompressedCopy[]>;
