import { describe, expect, it } from 'vitest';
import { sectionEditors } from './index.ts';
import { menuEntry, publishWords, sectionMenu } from './section-menu.ts';

describe('the menu of /settings', () => {
  it('lists every section that has an editor, in the editors’ order, with the editor’s own words', () => {
    expect(sectionMenu.map((entry) => entry.key)).toEqual(sectionEditors.map((editor) => editor.key));
    for (const editor of sectionEditors) {
      expect(menuEntry(editor.key)).toEqual({
        key: editor.key,
        title: editor.title,
        description: editor.description,
      });
    }
  });

  it('names the studio section as the owner knows it', () => {
    expect(menuEntry('studio').title).toBe('학원 정보');
  });

  it('never says the 수업 규칙, which no visitor sees, are on the homepage', () => {
    expect(menuEntry('lessons').description).toContain('홈페이지에는 보이지 않습니다.');
    expect(Object.values(publishWords('lessons')).join(' ')).not.toContain('홈페이지');
    expect(publishWords('studio').now).toBe('지금 홈페이지에 보이는 모습');
  });
});
