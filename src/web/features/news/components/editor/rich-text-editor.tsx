/**
 * The news editor (Tiptap): toolbar, writing area and image uploads by button, paste or drop.
 * Loaded only with the /write page; nothing else of the site carries its weight.
 */
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { UploadStatus } from '../../../../components/ui/upload-status.tsx';
import { ACCEPT_ATTRIBUTE, useImageUpload } from '../../../../lib/use-image-upload.ts';
import contentStyles from '../post-content.module.css';
import styles from './editor.module.css';
import { editorExtensions } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

interface RichTextEditorProps {
  initialContent: string;
  labelledBy: string;
  onChange: (editor: Editor) => void;
  onUploadingChange: (uploading: boolean) => void;
  onReady: (editor: Editor) => void;
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

  const editor = useEditor({
    extensions: editorExtensions,
    content: props.initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `${contentStyles.content} ${styles.area}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
      },
      handlePaste: (_view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current) return false;
        event.preventDefault();
        void insertFiles.current(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
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

  useEffect(() => props.onUploadingChange(isUploading), [isUploading, props.onUploadingChange]);

  return (
    <div className={styles.editor}>
      <EditorToolbar editor={editor} onPickImage={() => fileInput.current?.click()} />
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
      <EditorContent editor={editor} />
    </div>
  );
}
