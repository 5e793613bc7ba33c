/**
 * An ordered list of pictures in a settings form (the gallery, a facility group): each picture
 * with its field (photo-field.tsx), moved by "위로"/"아래로" (keyboard) or by dragging its handle
 * (pointer events, so a finger on a phone drags as a mouse does; HTML5 drag and drop does not
 * work on touch screens), taken out with "빼기", and a new one added by uploading it.
 */
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import { UploadStatus } from '../../../components/ui/upload-status.tsx';
import { ACCEPT_ATTRIBUTE, useImageUpload } from '../../../lib/use-image-upload.ts';
import { MoveTools } from '../editors/fields/move-tools.tsx';
import { PhotoField } from './photo-field.tsx';
import styles from './photo-list-editor.module.css';
import { dropIndex, moveItem, removeItem } from './reorder.ts';

interface PhotoListEditorProps {
  photos: SitePhoto[];
  onChange: (next: SitePhoto[]) => void;
  /** The list's name (`갤러리 사진`, `레슨실 사진`), which each picture's name starts from. */
  label: string;
  min: number;
  max: number;
  disabled?: boolean;
}

interface Drag {
  from: number;
  to: number;
  startY: number;
  dy: number;
  boxes: Array<{ top: number; height: number }>;
}

let nextKey = 0;

/**
 * Keys that follow each picture through moves, so a picture keeps its field (and focus) as it
 * moves: a picture is known by its object, which moves keep, and an edited picture takes over
 * the key of the one it replaces. The same object shown twice gets a key per place.
 */
function useItemKeys() {
  const keyOf = useRef(new WeakMap<SitePhoto, number>());
  const keysFor = (photos: readonly SitePhoto[]) => {
    const used = new Set<number>();
    return photos.map((photo) => {
      let key = keyOf.current.get(photo);
      if (key === undefined) {
        key = nextKey++;
        keyOf.current.set(photo, key);
      }
      if (used.has(key)) key = nextKey++;
      used.add(key);
      return key;
    });
  };
  const replace = (old: SitePhoto, next: SitePhoto) => {
    const key = keyOf.current.get(old);
    if (key !== undefined) keyOf.current.set(next, key);
  };
  return { keysFor, replace };
}

/** What to focus once the list shows a change: an element of the picture at `index`, once `photo` is there. */
interface FocusWish {
  index: number;
  photo: SitePhoto;
  selectors: string[];
}

export function PhotoListEditor({
  photos,
  onChange,
  label,
  min,
  max,
  disabled = false,
}: PhotoListEditorProps) {
  const id = useId();
  const latest = useRef(photos);
  latest.current = photos;
  const itemKeys = useItemKeys();
  const keys = itemKeys.keysFor(photos);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const addInput = useRef<HTMLInputElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, setSaid] = useState('');
  const { state, upload, isUploading } = useImageUpload();
  const itemLabel = (index: number) => `${index + 1}번째 ${label}`;
  // The parent may draw the list once more before the change reaches it: wait for the picture.
  const focusNext = useRef<FocusWish | null>(null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || photos[wanted.index] !== wanted.photo) return;
    focusNext.current = null;
    const item = items.current[wanted.index];
    for (const selector of wanted.selectors) {
      const element = item?.querySelector<HTMLElement>(selector);
      if (element) return element.focus();
    }
  });

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(moveItem(photos, from, to));
    setSaid(`${from + 1}번째 사진을 ${to + 1}번째 자리로 옮겼습니다.`);
    // The same button of the moved picture keeps the focus, so it can be pressed again.
    if (focus)
      focusNext.current = {
        index: to,
        photo: photos[from] as SitePhoto,
        selectors: [`[data-move="${focus}"]:not(:disabled)`, '[data-move]:not(:disabled)'],
      };
  };

  const remove = (index: number) => {
    onChange(removeItem(photos, index));
    setSaid(`${index + 1}번째 사진을 뺐습니다.`);
  };
  // What every picture's 위로, 아래로 and 빼기 share.
  const tools = {
    count: photos.length,
    min,
    disabled,
    onMove: move,
    onRemove: remove,
    removeClassName: styles.remove,
  };

  const onAdd = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (addInput.current) addInput.current.value = '';
    if (!result) return;
    // The list as it is now: the owner may have changed it while the file was on its way.
    const now = latest.current;
    const added: SitePhoto = { src: result.url, alt: '', width: result.width, height: result.height };
    onChange([...now, added]);
    setSaid(`새 사진을 ${now.length + 1}번째로 넣었습니다. 사진 설명을 적어 주세요.`);
    focusNext.current = { index: now.length, photo: added, selectors: ['input:not([type])'] };
  };

  const onHandleDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const boxes = items.current.slice(0, photos.length).map((item) => {
      const box = item?.getBoundingClientRect();
      return { top: box?.top ?? 0, height: box?.height ?? 0 };
    });
    setDrag({ from: index, to: index, startY: event.clientY, dy: 0, boxes });
  };
  const onHandleMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dy = event.clientY - drag.startY;
    const from = drag.boxes[drag.from];
    // Where the middle of the dragged picture is now decides its place.
    const middle = (from?.top ?? 0) + (from?.height ?? 0) / 2 + dy;
    setDrag({ ...drag, dy, to: dropIndex(middle, drag.boxes, drag.from) });
  };
  const onHandleUp = () => {
    if (!drag) return;
    setDrag(null);
    move(drag.from, drag.to);
  };

  return (
    <div className={styles.editor}>
      <ol className={styles.list} aria-label={label}>
        {photos.map((photo, index) => {
          const dragged = drag?.from === index;
          const target =
            drag && !dragged && drag.to === index ? (drag.to > drag.from ? 'after' : 'before') : null;
          return (
            <li
              key={keys[index]}
              ref={(item) => {
                items.current[index] = item;
              }}
              className={`${styles.item} ${dragged ? styles.dragged : ''} ${target ? styles[target] : ''}`}
              style={dragged ? { transform: `translateY(${drag.dy}px)` } : undefined}
            >
              <div className={styles.tools}>
                <button
                  type="button"
                  className={styles.handle}
                  aria-label={`${itemLabel(index)} 끌어서 옮기기 (키보드는 위로·아래로 버튼)`}
                  tabIndex={-1}
                  disabled={disabled || photos.length < 2}
                  onPointerDown={(event) => onHandleDown(event, index)}
                  onPointerMove={onHandleMove}
                  onPointerUp={onHandleUp}
                  onPointerCancel={() => setDrag(null)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <MoveTools {...tools} index={index} label={itemLabel(index)} />
              </div>
              <PhotoField
                value={photo}
                label={itemLabel(index)}
                disabled={disabled}
                onChange={(next) => {
                  itemKeys.replace(photo, next);
                  onChange(latest.current.map((old, at) => (at === index ? next : old)));
                }}
              />
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <div className={styles.add}>
        <input
          ref={addInput}
          id={`${id}-add`}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="visually-hidden"
          aria-describedby={`${id}-add-hint`}
          disabled={disabled || isUploading || photos.length >= max}
          onChange={(event) => void onAdd(event.target.files?.[0])}
        />
        <label
          htmlFor={`${id}-add`}
          className={`button ${styles.addButton}`}
          aria-disabled={disabled || isUploading || photos.length >= max ? true : undefined}
        >
          사진 추가 <span className="visually-hidden">({label})</span>
        </label>
        <p id={`${id}-add-hint`} className="field-hint">
          {photos.length >= max
            ? `사진은 ${max}장까지 넣을 수 있습니다. 더 넣으려면 먼저 한 장을 빼 주세요.`
            : `${photos.length}장 / 최대 ${max}장. 고른 사진은 바로 올라가 맨 뒤에 붙습니다.`}
        </p>
        <UploadStatus state={state} />
      </div>
    </div>
  );
}
