/**
 * One event's setting (owner): on or off, its text with the variables it may use, and a preview
 * filled with sample values as the text is typed. The server refuses a variable the event does
 * not supply; the message appears beside the text.
 */
import { useId, useState } from 'react';
import { unknownVariables } from '#shared/message-template.ts';
import type { MessageSettings } from '#shared/schemas/message-settings.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSaveEventSetting } from '../api/messages-api.ts';
import { previewText } from '../lib/message-view.ts';
import styles from './messages.module.css';

type Setting = MessageSettings['events'][number];

export function EventSettingForm({ setting }: { setting: Setting }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveEventSetting();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [text, setText] = useState(setting.text);
  const [error, setError] = useState<string | null>(null);
  const unknown = unknownVariables(text, setting.variables);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { event: setting.event, enabled, text: text === setting.defaultText ? null : text },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form className={styles.setting} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className={styles.settingHead}>
        <h3 id={`${id}-title`} className={styles.settingTitle}>
          {setting.label}
        </h3>
        <label className={styles.toggle}>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
          보내기
        </label>
      </div>
      <label htmlFor={`${id}-text`} className={styles.label}>
        문구
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        rows={3}
        maxLength={1000}
        aria-invalid={error !== null || unknown.length > 0}
        aria-describedby={`${id}-vars ${id}-error`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-vars`} className={styles.muted}>
        쓸 수 있는 변수: {setting.variables.map((name) => `#{${name}}`).join(' ')}
      </p>
      <p
        id={`${id}-error`}
        className={styles.fieldError}
        role={error || unknown.length ? 'alert' : undefined}
      >
        {error ??
          (unknown.length > 0 ? `쓸 수 없는 변수: ${unknown.map((name) => `#{${name}}`).join(' ')}` : '')}
      </p>
      <p className={styles.previewLabel}>미리 보기</p>
      <p className={styles.preview} data-testid="preview">
        {previewText(text)}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.isPending}>
          저장
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setText(setting.defaultText)}
        >
          기본 문구로
        </button>
      </div>
    </form>
  );
}
