/**
 * 녹음 with the phone's own microphone (MediaRecorder): start, the time as it runs, stop, then
 * listen before saving — or record again. Loaded only when a teacher taps 녹음하기. Chromium
 * records WebM/Opus, Safari MP4 audio; the server judges either by its bytes.
 */
import { useEffect, useRef, useState } from 'react';
import { clockTime } from '../lib/file-size.ts';
import styles from './lesson-files.module.css';

/** Long enough for a whole lesson; well within the 20 MB a recording may be. */
const MAX_SECONDS = 30 * 60;
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

type State =
  | { step: 'idle' }
  | { step: 'recording'; seconds: number }
  | { step: 'recorded'; file: File; url: string; seconds: number }
  | { step: 'failed'; message: string };

function recordingName(type: string): string {
  const now = new Date();
  const ext = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
  return `녹음 ${now.getMonth() + 1}월 ${now.getDate()}일 ${now.getHours()}시 ${now.getMinutes()}분.${ext}`;
}

export default function AudioRecorder({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave(file: File): Promise<boolean>;
  onClose(): void;
}) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const preview = state.step === 'recorded' ? state.url : null;

  const release = () => {
    window.clearInterval(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  };
  // Closing the dialog mid-recording turns the microphone off.
  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const fail = (message: string) => setState({ step: 'failed', message });
  const start = async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      return fail('이 브라우저에서는 녹음할 수 없습니다. 녹음한 파일을 골라 올려 주세요.');
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return fail('마이크를 쓸 수 없습니다. 브라우저 설정에서 마이크 사용을 허용해 주세요.');
    }
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const began = Date.now();
    media.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener('stop', () => {
      release();
      const type = media.mimeType || mimeType || 'audio/webm';
      const file = new File(chunks, recordingName(type), { type: type.split(';')[0] });
      setState({
        step: 'recorded',
        file,
        url: URL.createObjectURL(file),
        seconds: (Date.now() - began) / 1000,
      });
    });
    recorder.current = media;
    media.start(1000);
    setState({ step: 'recording', seconds: 0 });
    timer.current = window.setInterval(() => {
      const seconds = (Date.now() - began) / 1000;
      if (seconds >= MAX_SECONDS) media.stop();
      else setState({ step: 'recording', seconds });
    }, 250);
  };

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const save = async () => {
    if (state.step !== 'recorded') return;
    if (await onSave(state.file)) onClose();
  };

  return (
    <section className={styles.recorder} aria-label="녹음">
      {state.step === 'idle' ? (
        <>
          <p className={styles.hint}>시작을 누르면 휴대폰 마이크로 녹음합니다.</p>
          <div className={styles.row}>
            <button type="button" className="button" onClick={start}>
              녹음 시작
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              닫기
            </button>
          </div>
        </>
      ) : null}
      {state.step === 'recording' ? (
        <div className={styles.row}>
          <span className={styles.live} role="timer" aria-label="녹음 시간">
            <span aria-hidden="true" className={styles.dot} /> 녹음 중 {clockTime(state.seconds)}
          </span>
          <button type="button" className="button" onClick={stop}>
            녹음 끝내기
          </button>
        </div>
      ) : null}
      {state.step === 'recorded' ? (
        <>
          <p className={styles.hint}>{clockTime(state.seconds)} 녹음했습니다. 들어 보고 저장해 주세요.</p>
          {/* biome-ignore lint/a11y/useMediaCaption: a lesson recording has no captions to offer */}
          <audio className={styles.player} controls src={state.url} aria-label="녹음 미리 듣기" />
          <div className={styles.row}>
            <button type="button" className="button" onClick={save} disabled={saving}>
              {saving ? '올리는 중…' : '녹음 저장'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={saving}
              onClick={() => setState({ step: 'idle' })}
            >
              다시 녹음
            </button>
          </div>
        </>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          <button type="button" className="button button-secondary" onClick={onClose}>
            닫기
          </button>
        </>
      ) : null}
    </section>
  );
}
