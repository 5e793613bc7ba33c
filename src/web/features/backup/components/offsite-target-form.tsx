/**
 * 외부 저장소 (docs/decisions/074): the S3-compatible bucket the backups go to, 연결 확인 that
 * writes, reads and deletes a small file, and the backup passphrase — the owner's own, or one
 * the server makes and shows once with a printable 복구 키 sheet.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { type BackupTarget, type BackupTargetRequest, PASSPHRASE_MIN } from '#shared/schemas/backup.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormAlert, InputField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSaveBackupTarget, useTestBackupTarget } from '../api/backup-api.ts';
import styles from './offsite-target-form.module.css';
import { RecoverySheet } from './recovery-sheet.tsx';

type PassphraseChoice = 'keep' | 'own' | 'generate';

const STEP_LABELS = { write: '쓰기', read: '읽기', delete: '지우기' } as const;

/** The bucket's plain text fields, in the form's order (the secret key is drawn on its own). */
const TEXT_FIELDS: readonly {
  name: 'endpoint' | 'region' | 'bucket' | 'prefix' | 'accessKeyId';
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'url';
  inputMode?: 'url';
  spellCheck?: boolean;
}[] = [
  {
    name: 'endpoint',
    id: 'endpoint',
    label: '저장소 주소',
    required: true,
    hint: '예: https://<계정>.r2.cloudflarestorage.com, https://kr.object.ncloudstorage.com',
    type: 'url',
    inputMode: 'url',
  },
  {
    name: 'region',
    id: 'region',
    label: '리전',
    required: true,
    hint: 'R2는 auto, NCP는 kr-standard, AWS는 ap-northeast-2',
  },
  { name: 'bucket', id: 'bucket', label: '버킷', required: true },
  { name: 'prefix', id: 'prefix', label: '폴더', hint: '버킷 안에서 백업을 둘 폴더 (비워 두면 맨 위)' },
  { name: 'accessKeyId', id: 'key-id', label: '접근 키 (Access Key ID)', required: true, spellCheck: false },
];

/** The passphrase radios; the first only once a passphrase is set. */
const PASSPHRASE_CHOICES: readonly [PassphraseChoice, string][] = [
  ['keep', '지금 암호를 그대로 쓰기'],
  ['generate', '서버가 만든 암호 쓰기 (저장할 때 한 번만 보여 드립니다)'],
  ['own', '직접 정하기'],
];

export function OffsiteTargetForm({ target }: { target: BackupTarget }) {
  const toast = useToast();
  const save = useSaveBackupTarget();
  const test = useTestBackupTarget();
  const [values, setValues] = useState({
    endpoint: target.endpoint,
    region: target.region || 'auto',
    bucket: target.bucket,
    prefix: target.prefix,
    accessKeyId: target.accessKeyId,
    secretAccessKey: '',
    passphrase: '',
  });
  const [choice, setChoice] = useState<PassphraseChoice>(target.passphraseSet ? 'keep' : 'generate');
  const [shown, setShown] = useState<{ passphrase: string; target: BackupTarget } | null>(null);

  useEffect(() => {
    if (target.passphraseSet) setChoice((current) => (current === 'generate' ? current : 'keep'));
  }, [target.passphraseSet]);

  const set = (name: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const body = (): BackupTargetRequest => ({
    endpoint: values.endpoint.trim(),
    region: values.region.trim(),
    bucket: values.bucket.trim(),
    prefix: values.prefix.trim(),
    accessKeyId: values.accessKeyId.trim(),
    secretAccessKey: values.secretAccessKey,
    passphrase: choice === 'own' ? values.passphrase : '',
    generatePassphrase: choice === 'generate',
  });

  const onTest = () => test.mutate(body());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(body(), {
      onSuccess: (answer) => {
        setValues((current) => ({ ...current, secretAccessKey: '', passphrase: '' }));
        setChoice('keep');
        if (answer.generatedPassphrase)
          setShown({ passphrase: answer.generatedPassphrase, target: answer.target });
        toast.success(answer.message);
      },
    });
  };

  const result = test.data;
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          {TEXT_FIELDS.map(({ name, id, label, hint, required, ...input }) => (
            <InputField
              key={name}
              id={`offsite-${id}`}
              label={label}
              required={required}
              hint={hint}
              value={values[name]}
              onChange={set(name)}
              input={{ ...input, autoComplete: 'off', required }}
            />
          ))}
          <InputField
            id="offsite-secret"
            label="비밀 키 (Secret Access Key)"
            required={!target.configured}
            hint={
              target.secretAccessKeyHint
                ? `${target.secretAccessKeyHint} — 비워 두면 저장된 키를 그대로 씁니다.`
                : '저장한 뒤에는 다시 보여 드리지 않습니다.'
            }
            value={values.secretAccessKey}
            onChange={set('secretAccessKey')}
            input={{ type: 'password', autoComplete: 'new-password' }}
          />
        </div>

        <fieldset className={styles.passphrase}>
          <legend>백업 암호</legend>
          <p className={styles.warning} id="offsite-passphrase-warning">
            백업은 서버에서 이 암호로 암호화된 뒤에 저장소로 갑니다.{' '}
            <strong>암호를 잃어버리면 외부 저장소의 백업을 되살릴 수 없습니다.</strong> 누구도 암호를 되찾아
            드릴 수 없으니 복구 키 용지를 인쇄해 안전한 곳에 보관해 주세요.
          </p>
          {PASSPHRASE_CHOICES.filter(([option]) => option !== 'keep' || target.passphraseSet).map(
            ([option, label]) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name="passphrase-choice"
                  checked={choice === option}
                  onChange={() => setChoice(option)}
                />
                {label}
              </label>
            ),
          )}
          {choice === 'own' ? (
            <InputField
              id="offsite-passphrase"
              label="새 백업 암호"
              required
              hint={`${PASSPHRASE_MIN}자 이상. 바꾸면 그 뒤의 백업부터 새 암호로 암호화됩니다.`}
              value={values.passphrase}
              onChange={set('passphrase')}
              input={{ type: 'password', autoComplete: 'new-password', required: true }}
            />
          ) : null}
        </fieldset>

        {save.isError ? <FormAlert>{save.error.message}</FormAlert> : null}
        {test.isError ? <FormAlert>{test.error.message}</FormAlert> : null}
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? styles.ok : styles.failed}>
            {result.failedStep ? `${STEP_LABELS[result.failedStep]}에서 멈췄습니다: ` : null}
            {result.message}
          </p>
        ) : null}

        <div className={styles.buttons}>
          <BusyButton busy={test.isPending} busyLabel="확인하는 중…" secondary onClick={onTest}>
            연결 확인
          </BusyButton>
          <BusyButton busy={save.isPending} busyLabel="저장하는 중…" type="submit">
            저장
          </BusyButton>
        </div>
      </form>
      {shown ? (
        <RecoverySheet passphrase={shown.passphrase} target={shown.target} onClose={() => setShown(null)} />
      ) : null}
    </>
  );
}
