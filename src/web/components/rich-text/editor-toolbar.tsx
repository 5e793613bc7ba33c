/**
 * The toolbar of spec §2, in its order: 제목 1, 제목 2, 글자 크기, 굵게, 기울임, 밑줄, 취소선,
 * 인용, 번호 목록, 글머리 목록, 정렬, 이미지. Korean on screen (the 가 of Korean editors for the
 * text styles), one Tab stop with arrow keys between the tools (use-roving-toolbar.ts); each
 * button tells assistive technology its shortcut and whether it is on.
 */
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type ReactNode, type SVGProps, useRef } from 'react';
import styles from './editor.module.css';
import { ALIGNMENTS, FONT_SIZES, type HeadingLevel } from './editor-extensions.ts';
import { useRovingToolbar } from './use-roving-toolbar.ts';

interface ToolProps {
  label: string;
  /** For assistive technology (aria-keyshortcuts); the tooltip stays a Korean name. */
  shortcut?: { aria: string };
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}

function Tool({ label, shortcut, active, onClick, children, disabled }: ToolProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={shortcut?.aria}
      title={label}
      data-tool=""
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** Each alignment's name, shortcut letter, and where its icon's short lines start and how long they are. */
const ALIGN_TOOLS = {
  left: { label: '왼쪽 정렬', key: 'L', short: [3, 10] },
  center: { label: '가운데 정렬', key: 'E', short: [6, 12] },
  right: { label: '오른쪽 정렬', key: 'R', short: [11, 10] },
} as const;

/** A tool that switches one style on the selection: its name in the editor, its shortcut, its face. */
interface ToggleTool {
  name: 'bold' | 'italic' | 'underline' | 'strike' | 'blockquote' | 'orderedList' | 'bulletList';
  label: string;
  keys: string;
  face: ReactNode;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}

/** The text styles, then the blocks: two groups with a divider between them. */
const TEXT_TOOLS: readonly ToggleTool[] = [
  { name: 'bold', label: '굵게', keys: 'B', face: <b>가</b>, toggle: (c) => c.toggleBold() },
  { name: 'italic', label: '기울임', keys: 'I', face: <i>가</i>, toggle: (c) => c.toggleItalic() },
  { name: 'underline', label: '밑줄', keys: 'U', face: <u>가</u>, toggle: (c) => c.toggleUnderline() },
  { name: 'strike', label: '취소선', keys: 'Shift+S', face: <s>가</s>, toggle: (c) => c.toggleStrike() },
];
const BLOCK_TOOLS: readonly ToggleTool[] = [
  { name: 'blockquote', label: '인용', keys: 'Shift+B', face: '❝', toggle: (c) => c.toggleBlockquote() },
  {
    name: 'orderedList',
    label: '번호 목록',
    keys: 'Shift+7',
    face: '1.',
    toggle: (c) => c.toggleOrderedList(),
  },
  {
    name: 'bulletList',
    label: '글머리 목록',
    keys: 'Shift+8',
    face: '•',
    toggle: (c) => c.toggleBulletList(),
  },
];

/** A heading button: the level it makes, its name, and what it shows. */
export interface HeadingTool {
  level: HeadingLevel;
  label: string;
  text: string;
}

/** The news toolbar's two heading buttons. */
const NEWS_HEADINGS: readonly [HeadingTool, HeadingTool] = [
  { level: 1, label: '제목 1', text: '제목1' },
  { level: 2, label: '제목 2', text: '제목2' },
];

interface EditorToolbarProps {
  editor: Editor;
  /** Without it, the toolbar has no picture button. */
  onPickImage?: () => void;
  headings?: readonly [HeadingTool, HeadingTool];
}

export function EditorToolbar({ editor, onPickImage, headings = NEWS_HEADINGS }: EditorToolbarProps) {
  const [first, second] = headings;
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: first.level }),
      h2: e.isActive('heading', { level: second.level }),
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      ...(Object.fromEntries(
        [...TEXT_TOOLS, ...BLOCK_TOOLS].map((tool) => [tool.name, e.isActive(tool.name)]),
      ) as Record<ToggleTool['name'], boolean>),
      align: ALIGNMENTS.find((align) => e.isActive({ textAlign: align })) ?? 'left',
    }),
  });
  const chain = () => editor.chain().focus();
  const toggleTool = (tool: ToggleTool) => (
    <Tool
      key={tool.name}
      label={tool.label}
      shortcut={{ aria: `Control+${tool.keys} Meta+${tool.keys}` }}
      active={state[tool.name]}
      onClick={() => tool.toggle(chain()).run()}
    >
      {tool.face}
    </Tool>
  );
  const toolbarRef = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(toolbarRef);

  return (
    <div
      ref={toolbarRef}
      className={styles.toolbar}
      role="toolbar"
      aria-label="서식"
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      {headings.map((heading, index) => (
        <Tool
          key={heading.level}
          label={heading.label}
          shortcut={{ aria: `Control+Alt+${heading.level} Meta+Alt+${heading.level}` }}
          active={index === 0 ? state.h1 : state.h2}
          onClick={() => chain().toggleHeading({ level: heading.level }).run()}
        >
          {heading.text}
        </Tool>
      ))}
      <select
        className={styles.size}
        aria-label="글자 크기"
        title="글자 크기"
        data-tool=""
        value={state.fontSize}
        onChange={(event) =>
          event.target.value ? chain().setFontSize(event.target.value).run() : chain().unsetFontSize().run()
        }
      >
        <option value="">기본 크기</option>
        {FONT_SIZES.map((size) => (
          <option key={size} value={size}>
            {size.replace('px', '')}
          </option>
        ))}
      </select>
      <span className={styles.divider} aria-hidden="true" />
      {TEXT_TOOLS.map(toggleTool)}
      <span className={styles.divider} aria-hidden="true" />
      {BLOCK_TOOLS.map(toggleTool)}
      <span className={styles.divider} aria-hidden="true" />
      {ALIGNMENTS.map((align) => (
        <Tool
          key={align}
          label={ALIGN_TOOLS[align].label}
          shortcut={{ aria: `Control+Shift+${ALIGN_TOOLS[align].key} Meta+Shift+${ALIGN_TOOLS[align].key}` }}
          active={state.align === align}
          onClick={() => chain().setTextAlign(align).run()}
        >
          <AlignIcon align={align} />
        </Tool>
      ))}
      {onPickImage ? (
        <>
          <span className={styles.divider} aria-hidden="true" />
          <Tool label="이미지" onClick={onPickImage}>
            <ImageIcon />
          </Tool>
        </>
      ) : null}
    </div>
  );
}

function AlignIcon({ align }: { align: (typeof ALIGNMENTS)[number] }) {
  const [x, width] = ALIGN_TOOLS[align].short;
  return (
    <ToolIcon strokeLinecap="round">
      <path d={`M3 6h18 M${x} 10h${width} M3 14h18 M${x} 18h${width}`} />
    </ToolIcon>
  );
}

function ImageIcon() {
  return (
    <ToolIcon strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-8 8" />
    </ToolIcon>
  );
}

/** A tool's line drawing, in the button's own colour. */
function ToolIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...props}
    />
  );
}
