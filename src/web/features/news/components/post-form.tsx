/** Title and rich-text body of a post, saved as a new post or over an existing one. */

import type { Editor } from '@tiptap/core';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageFor } from '#shared/messages/ko.ts';
import { TITLE_MAX_LENGTH } from '#shared/schemas/news.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard.ts';
import { paths } from '../../../config/paths.ts';
import { useSavePost } from '../api/news-api.ts';
import styles from './post-form.module.css';

interface PostFormProps {
  postId?: number;
  initial: { title: string; content: string };
}

export function PostForm({ postId, initial }: PostFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const editor = useRef<Editor | null>(null);
  const save = useSavePost(postId);
  const toast = useToast();
  const navigate = useNavigate();
  const titleId = useId();
  const bodyLabelId = useId();
  const guard = useUnsavedChangesGuard(dirty && !save.isSuccess);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    const titleProblem =
      trimmed === ''
        ? 'news.title_required'
        : trimmed.length > TITLE_MAX_LENGTH
          ? 'news.title_too_long'
          : null;
    const empty = !editor.current || editor.current.isEmpty;
    setTitleError(titleProblem && messageFor(titleProblem));
    setContentError(empty ? messageFor('news.content_required') : null);
    // To the first field to fix, as every form does.
    if (titleProblem) document.getElementById(titleId)?.focus();
    else if (empty) editor.current?.commands.focus();
    if (titleProblem || empty || !editor.current) return;
    try {
      const saved = await save.mutateAsync({ title: trimmed, content: editor.current.getHTML() });
      toast.success(postId === undefined ? '글을 올렸습니다.' : '글을 고쳤습니다.');
      // To the post itself, in place of the form: Back then returns to where writing began.
      await guard.release();
      navigate(paths.news.post(saved.postId), { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messageFor('internal'));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field id={titleId} label="제목" error={titleError}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={TITLE_MAX_LENGTH + 20}
            onChange={(event) => {
              setTitle(event.target.value);
              setDirty(true);
              // A message about a blank title must not outlive the blank.
              if (event.target.value.trim() !== '') setTitleError(null);
            }}
          />
        )}
      </Field>
      <div className="field">
        <span id={bodyLabelId} className={styles.label}>
          내용
        </span>
        <ErrorBoundary
          fallback={(retry) => (
            <LoadFailed className={styles.failed} message="편집기를 불러오지 못했습니다." retry={retry} />
          )}
        >
          <RichTextEditor
            initialContent={initial.content}
            labelledBy={bodyLabelId}
            onReady={(created) => {
              editor.current = created;
            }}
            onChange={(changed) => {
              setDirty(true);
              if (!changed.isEmpty) setContentError(null);
            }}
            onUploadingChange={setUploading}
          />
        </ErrorBoundary>
        <FieldError message={contentError} />
      </div>
      <div className={styles.actions}>
        <Link className="button button-secondary" to={paths.news.list}>
          취소
        </Link>
        <button type="submit" className="button" disabled={save.isPending || uploading}>
          {save.isPending ? '저장 중...' : '저장'}
        </button>
      </div>
    </form>
  );
}
