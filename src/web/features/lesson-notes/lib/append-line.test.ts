import { describe, expect, it } from 'vitest';
import { appendLine } from './append-line.ts';

describe('appendLine', () => {
  it('starts an empty field with the phrase', () => {
    expect(appendLine('', '스케일')).toBe('스케일');
    expect(appendLine('  \n', '스케일')).toBe('스케일');
  });
  it('puts the phrase on a line of its own after what was written', () => {
    expect(appendLine('롱톤 10분  ', '스케일')).toBe('롱톤 10분\n스케일');
  });
  it('does not add the same phrase twice in a row', () => {
    expect(appendLine('롱톤\n스케일', '스케일')).toBe('롱톤\n스케일');
  });
});
