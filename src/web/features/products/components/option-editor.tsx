/**
 * The option list of a product: 옵션 추가 appends the trimmed text and clears the field; an
 * empty or repeated option is refused (the spec's client took empty ones); each option can be
 * moved up or down and removed.
 */
import { useId, useState } from 'react';
import { messageFor } from '#shared/messages/ko.ts';
import { MAX_OPTIONS, OPTION_MAX_LENGTH, optionField } from '#shared/schemas/products.ts';
import styles from './option-editor.module.css';

interface OptionEditorProps {
  options: string[];
  onChange: (options: string[]) => void;
  error?: string | null;
}

function move(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function OptionEditor({ options, onChange, error }: OptionEditorProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const parsed = optionField.safeParse(text);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      setProblem(messageFor(code === 'products.option_too_long' ? code : 'products.option_required'));
      return;
    }
    if (options.includes(parsed.data)) return setProblem(messageFor('products.duplicate_option'));
    if (options.length >= MAX_OPTIONS) return setProblem(messageFor('products.too_many_options'));
    onChange([...options, parsed.data]);
    setText('');
    setProblem(null);
  };

  const shown = problem ?? error ?? null;
  return (
    <div className="field">
      <label htmlFor={id}>옵션</label>
      <div className={styles.adder}>
        <input
          id={id}
          value={text}
          maxLength={OPTION_MAX_LENGTH + 10}
          placeholder="예: 2.5호"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the option instead of sending the whole form.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button-secondary" onClick={add}>
          옵션 추가
        </button>
      </div>
      {shown ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field-hint">
          크기, 색상처럼 고를 수 있는 것이 있으면 하나씩 추가해 주세요.
        </p>
      )}
      {options.length > 0 ? (
        <ol className={styles.list} aria-label="추가한 옵션">
          {options.map((option, index) => (
            <li key={option} className={styles.item}>
              <span className={styles.text}>{option}</span>
              <span className={styles.tools}>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={`${option} 위로`}
                  disabled={index === 0}
                  onClick={() => onChange(move(options, index, index - 1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={`${option} 아래로`}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(move(options, index, index + 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`${styles.tool} ${styles.remove}`}
                  aria-label={`${option} 삭제`}
                  onClick={() => onChange(options.filter((_, at) => at !== index))}
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
