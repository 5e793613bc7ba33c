import { render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { defaultPolicies } from '#content/policies-defaults.ts';
import { richTextExtensions } from '../../../../components/rich-text/editor-extensions.ts';
import PolicyTextEditor, { POLICY_RICH_TEXT } from './policy-text-editor.tsx';

const written = (html: string) => {
  const editor = new Editor({ extensions: richTextExtensions(POLICY_RICH_TEXT), content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
};

describe('the legal texts in the editor', () => {
  it('start as exactly the HTML the editor writes, so opening them changes nothing', () => {
    const { terms, privacy } = defaultPolicies();
    expect(written(terms.html)).toBe(terms.html);
    expect(written(privacy.html)).toBe(privacy.html);
  });

  it('make article headings and sub-headings, and no pictures or first-level headings', () => {
    expect(
      written(
        '<h1>큰 제목</h1><h2>제1조 (목적)</h2><h3>소제목</h3><p>가<img src="https://a.example/a.png">나</p>',
      ),
    ).toBe('<p>큰 제목</p><h2>제1조 (목적)</h2><h3>소제목</h3><p>가나</p>');
  });

  it('offer 조 제목 and 소제목 in the toolbar, and no picture button', async () => {
    render(
      <>
        <span id="body">본문</span>
        <span id="hint">도움말</span>
        <PolicyTextEditor
          html="<h2>제1조 (목적)</h2>"
          labelledBy="body"
          describedBy="hint"
          onChange={() => {}}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: '조 제목' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Alt+2 Meta+Alt+2',
    );
    expect(screen.getByRole('button', { name: '소제목' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '이미지' })).toBeNull();
    const area = screen.getByRole('textbox', { name: '본문' });
    expect(area.getAttribute('aria-describedby')).toBe('hint');
    await waitFor(() => expect(area.querySelector('h2')?.textContent).toBe('제1조 (목적)'));
  });

  it('show a text put in from outside, such as a restored version', async () => {
    const { rerender } = render(
      <PolicyTextEditor html="<p>처음</p>" labelledBy="x" describedBy="y" onChange={() => {}} />,
    );
    rerender(
      <PolicyTextEditor html="<h2>제9조 (되돌림)</h2>" labelledBy="x" describedBy="y" onChange={() => {}} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox').querySelector('h2')?.textContent).toBe('제9조 (되돌림)'),
    );
  });
});
