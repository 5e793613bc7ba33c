/**
 * Editing one section of the studio's content (docs/decisions/024): the owner's draft starts
 * from what is published and remembers that version; 미리보기 shows the real public components
 * with the draft; 게시하기 publishes it against that version. When someone else published
 * first (409) the draft stays on screen to copy from, and the latest version can be loaded in
 * its place. Below, the section's history, where an earlier version can be published again.
 */

import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { SiteDocument, SiteSectionKey } from '#shared/schemas/site-content.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { BackToSettings } from '../../../components/ui/back-to-settings.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUnsavedChangesGuard } from '../../../components/ui/use-unsaved-changes-guard.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SitePreview, useStoredSite } from '../../../site-data/site-context.tsx';
import { siteQuery } from '../../../site-data/site-query.ts';
import { type HistoryEntry, usePublishSection } from '../api/settings-api.ts';
import type { SectionEditor } from '../editors/section-editor-types.ts';
import { publishWords } from '../editors/section-menu.ts';
import { draftProblems } from '../lib/draft-problems.ts';
import { previewSite } from '../lib/preview-site.ts';
import styles from './section-editing.module.css';
import { publisherOf, SectionHistory } from './section-history.tsx';

/** From this width the preview sits beside the form; below it, it takes the form's place. */
const sideBySideQuery = '(min-width: 1100px)';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Published<Key extends SiteSectionKey> = { version: number; content: SiteDocument[Key] };

/** A publish or restore answers `{ version, <key>: content }`. */
function publishedOf<Key extends SiteSectionKey>(answer: unknown, key: Key): Published<Key> {
  const { version, [key]: content } = answer as { version: number } & Record<string, unknown>;
  return { version, content: content as SiteDocument[Key] };
}

interface SectionEditingProps<Key extends SiteSectionKey> {
  editor: SectionEditor<Key>;
  /** The section's public page(s), drawn with the draft; without it the page has no preview. */
  Preview?: ComponentType;
}

export function SectionEditing<Key extends SiteSectionKey>({ editor, Preview }: SectionEditingProps<Key>) {
  const { key, Form, fieldLabels } = editor;
  const site = useStoredSite();
  const queryClient = useQueryClient();
  const publish = usePublishSection(key);
  const confirm = useConfirm();
  const toast = useToast();
  const sideBySide = useMediaQuery(sideBySideQuery);

  // The version the draft was made from, and its content: what 게시하기 names, and what "changed" compares with.
  const [base, setBase] = useState<Published<Key>>(() => ({
    version: site.versions[key],
    content: site[key],
  }));
  const [draft, setDraft] = useState<SiteDocument[Key]>(() => site[key]);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [conflict, setConflict] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const dirty = !same(draft, base.content);

  // A refused draft: the person is taken to the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new set of refusals, after the form has marked them.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  const busy = publish.isPending;
  const guard = useUnsavedChangesGuard(dirty && !busy);

  const startFrom = async (published: Published<Key>) => {
    setBase(published);
    setDraft(published.content);
    setConflict(false);
    setProblem(null);
    setFieldErrors({});
    await guard.release();
  };

  const onChange = (next: SiteDocument[Key]) => {
    setDraft(next);
    if (problem && !conflict) setProblem(null);
  };

  const failed = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'site.version_conflict') {
      setConflict(true);
      setProblem(
        '다른 곳(다른 창이나 다른 기기)에서 먼저 게시했습니다. 고친 내용은 화면에 그대로 있으니 필요한 것을 옮겨 적은 뒤, 최신 내용을 불러와 다시 고쳐 주세요.',
      );
      return;
    }
    setProblem(failure instanceof Error ? failure.message : '게시하지 못했습니다. 다시 시도해 주세요.');
  };

  const onPublish = async () => {
    setProblem(null);
    const problems = draftProblems(key, draft, fieldLabels);
    if (problems) {
      setFieldErrors(problems.fields);
      setProblem(problems.summary);
      setPreviewing(false);
      return;
    }
    setFieldErrors({});
    try {
      await startFrom(publishedOf(await publish.mutateAsync({ version: base.version, content: draft }), key));
      toast.success(publishWords(key).published);
    } catch (failure) {
      failed(failure);
    }
  };

  const onLoadLatest = async () => {
    const discard = await confirm('고친 내용을 버리고 지금 게시된 최신 내용을 불러올까요?', {
      confirmLabel: '최신 내용 불러오기',
      detail: '고친 내용은 되살릴 수 없습니다.',
    });
    if (!discard) return;
    try {
      const latest = await queryClient.fetchQuery({ ...siteQuery, staleTime: 0 });
      await startFrom({ version: latest.versions[key], content: latest[key] });
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : '최신 내용을 불러오지 못했습니다.');
    }
  };

  const onRestore = async (entry: HistoryEntry<Key>) => {
    const yes = await confirm(`버전 ${entry.version}의 내용을 다시 게시할까요?`, {
      confirmLabel: '되돌리기',
      detail: (
        <>
          {formatSeoulDateTime(entry.publishedAt)} · {publisherOf(entry)}
          {dirty ? <> · 게시하지 않은 고친 내용은 사라집니다.</> : null}
        </>
      ),
    });
    if (!yes) return;
    try {
      const answer = publishedOf(
        await publish.mutateAsync({ version: site.versions[key], restore: entry.version }),
        key,
      );
      await startFrom(answer);
      toast.success(
        answer.version === site.versions[key]
          ? `버전 ${entry.version}의 내용이 지금 게시된 내용과 같아 바뀐 것이 없습니다.`
          : `버전 ${entry.version}의 내용으로 되돌렸습니다.`,
      );
    } catch (failure) {
      failed(failure);
    }
  };

  const showForm = !Preview || sideBySide || !previewing;
  const showPreview = Preview && (sideBySide || previewing);

  return (
    <Page title={editor.title} lead={editor.description} wide>
      <BackToSettings className={styles.back} />
      {sideBySide || !Preview ? null : (
        <div className={styles.modes}>
          <button
            type="button"
            className={`button ${previewing ? 'button-secondary' : ''}`}
            aria-pressed={!previewing}
            onClick={() => setPreviewing(false)}
          >
            고치기
          </button>
          <button
            type="button"
            className={`button ${previewing ? '' : 'button-secondary'}`}
            aria-pressed={previewing}
            onClick={() => setPreviewing(true)}
          >
            미리보기
          </button>
        </div>
      )}
      <div className={sideBySide && Preview ? styles.columns : undefined}>
        {showForm ? (
          <div ref={formRef} className={styles.formColumn}>
            <Form value={draft} onChange={onChange} disabled={busy} errors={fieldErrors} />
          </div>
        ) : null}
        {showPreview ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: beside the form the preview scrolls on its own, so the keyboard must reach it even when the page it shows has no link (WCAG 2.1.1).
          <section className={styles.preview} aria-labelledby="section-preview-title" tabIndex={0}>
            <div className={styles.previewBar}>
              <h2 id="section-preview-title" className={styles.previewTitle}>
                미리보기
              </h2>
              <span className={styles.previewNote}>
                {dirty ? publishWords(key).draft : publishWords(key).now}
              </span>
            </div>
            <div className={styles.previewBody}>
              <SitePreview site={previewSite(site, key, draft)}>
                <Preview />
              </SitePreview>
            </div>
          </section>
        ) : null}
      </div>
      {/* Kept in view while there is something to publish or to read; otherwise it stays below the form. */}
      <div className={`${styles.actions} ${dirty || problem ? styles.pinned : ''}`}>
        <div className={styles.status}>
          <p className={styles.state}>
            {dirty ? '게시하지 않은 고친 내용이 있습니다.' : '게시된 내용과 같습니다.'}{' '}
            <span className={styles.version}>버전 {base.version}에서 시작</span>
          </p>
          <div role="alert" className={styles.alert}>
            <FieldError message={problem} />
          </div>
          {conflict ? (
            <button type="button" className="button button-secondary" onClick={() => void onLoadLatest()}>
              최신 내용 불러오기
            </button>
          ) : null}
        </div>
        <button
          type="button"
          className={`button button-accent ${styles.publish}`}
          disabled={!dirty || busy || conflict}
          onClick={() => void onPublish()}
        >
          {busy ? '게시하는 중...' : '게시하기'}
        </button>
      </div>
      <SectionHistory
        sectionKey={key}
        fieldLabels={fieldLabels}
        currentVersion={site.versions[key]}
        busy={busy}
        onRestore={(entry) => void onRestore(entry)}
      />
    </Page>
  );
}
