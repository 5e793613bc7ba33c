/** 재등록 안내: copies a ready message to paste into KakaoTalk or a text message. */
import { useId, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { renewalMessage } from '../lib/renewal-message.ts';
import styles from './renewal-button.module.css';

interface RenewalButtonProps {
  name: string;
  lesson: number;
  lastPackage: { pay: number; lesson: number } | null;
  fee: { pay: number; lesson: number } | null;
}

export function RenewalButton(props: RenewalButtonProps) {
  const id = useId();
  const toast = useToast();
  const site = useSite();
  const [manual, setManual] = useState<string | null>(null);
  const copy = async () => {
    const text = renewalMessage(props, site);
    if (await copyText(text))
      toast.success('재등록 안내 문자를 복사했습니다. 카카오톡이나 문자에 붙여 넣으세요.');
    else setManual(text);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void copy()}>
        재등록 안내
      </button>
      {manual ? (
        <div className={styles.manual}>
          <label htmlFor={id}>아래 안내 문자를 길게 눌러 복사하세요.</label>
          <textarea
            id={id}
            readOnly
            value={manual}
            rows={5}
            className="input"
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
    </>
  );
}
