/**
 * The rich-text editor (Tiptap) of news posts and the owner's texts: toolbar, writing area and
 * image uploads by button, paste or drop. Loaded only with the pages that write (/write, and
 * the owner's texts on /settings); nothing else of the site carries its weight. Another text may choose its heading levels and leave
 * pictures out, as its sanitiser does.
 */
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { ACCEPT_ATTRIBUTE, useImageUpload } from '../../lib/use-image-upload.ts';
import { UploadStatus } from '../ui/upload-status.tsx';
import styles from './editor.module.css';
import { NEWS_RICH_TEXT, type RichTextOptions, richTextExtensions } from './editor-extensions.ts';
import { EditorToolbar, type HeadingTool } from './editor-toolbar.tsx';
import contentStyles from './rich-text.module.css';

interface RichTextEditorProps {
  initialContent: string;
  labelledBy: string;
  /** The writing area's hint of what goes in (aria-describedby). */
  describedBy?: string;
  onChange: (editor: Editor) => void;
  onUploadingChange?: (uploading: boolean) => void;
  onReady: (editor: Editor) => void;
  /** Heading levels and pictures; a news post's when left out. Read once, when the editor starts. */
  options?: RichTextOptions;
  /** The heading buttons' names, for levels other than a post's. */
  headings?: readonly [HeadingTool, HeadingTool];
  /** How the text looks while written; a post's look when left out. */
  contentClassName?: string;
}

const imageFiles = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

export function RichTextEditor(props: RichTextEditorProps) {
  const { state, upload, isUploading } = useImageUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  // Uploads each file in turn and puts the picture where it was dropped, or at the cursor.
  const insertFiles = useRef(async (editor: Editor, files: File[], position?: number) => {
    let at = position;
    for (const file of files) {
      const result = await upload(file);
      if (!result) return;
      const image = {
        type: 'image',
        attrs: { src: result.url, alt: '', width: result.width, height: result.height },
      };
      if (at === undefined) editor.chain().focus().insertContent(image).run();
      else {
        editor.chain().focus().insertContentAt(at, image).run();
        at = editor.state.selection.to;
      }
    }
  });

  const options = props.options ?? NEWS_RICH_TEXT;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once, with its first options.
  const extensions = useMemo(() => richTextExtensions(options), []);
  const editor = useEditor({
    extensions,
    content: props.initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `${props.contentClassName ?? contentStyles.content} ${styles.area}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
      },
      handlePaste: (_view, event) => {
        if (!options.images) return false;
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current) return false;
        event.preventDefault();
        void insertFiles.current(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (!options.images) return false;
        const files = imageFiles(event.dataTransfer?.files);
        if (moved || files.length === 0 || !editorRef.current) return false;
        event.preventDefault();
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertFiles.current(editorRef.current, files, position);
        return true;
      },
    },
    onCreate: ({ editor: created }) => callbacks.current.onReady(created),
    onUpdate: ({ editor: changed }) => callbacks.current.onChange(changed),
  });
  const editorRef = useRef<Editor | null>(editor);
  editorRef.current = editor;

  useEffect(() => props.onUploadingChange?.(isUploading), [isUploading, props.onUploadingChange]);

  return (
    <div className={styles.editor}>
      <EditorToolbar
        editor={editor}
        headings={props.headings}
        onPickImage={options.images ? () => fileInput.current?.click() : undefined}
      />
      {options.images ? (
        <>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = imageFiles(event.target.files);
              event.target.value = '';
              if (files.length > 0) void insertFiles.current(editor, files);
            }}
          />
          <UploadStatus state={state} className={styles.uploadBar} />
        </>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
