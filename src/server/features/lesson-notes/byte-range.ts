/**
 * One `Range: bytes=…` header against a file's size (RFC 9110 §14). A phone's audio player
 * asks for ranges as it plays and seeks. Only single ranges are answered; a header in another
 * unit, with several ranges or that does not parse is ignored (the whole file, as the RFC
 * allows); a range that starts past the end cannot be satisfied (416).
 */
export type RangeAnswer = { start: number; end: number } | 'whole' | 'unsatisfiable';

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return 'whole';
  const match = SINGLE.exec(header.trim());
  if (!match) return 'whole';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'whole';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const last = to === '' ? Number.POSITIVE_INFINITY : Number(to);
  if (last < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}
