/**
 * The wide-screen slideshow (spec §9): 3 photos in view, 1 step at a time, every 2500 ms, with
 * dots. It holds still while the pointer is over it, while keyboard focus is inside it, after
 * the pause button, and always for visitors who ask their system for reduced motion.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import type { Photo } from '#content/photo.ts';
import { useAutoplay } from '../../hooks/use-autoplay.ts';
import { reducedMotionQuery, useMediaQuery } from '../../hooks/use-media-query.ts';
import { PhotoImage } from '../photo-image.tsx';
import styles from './gallery-slideshow.module.css';

export const SLIDE_INTERVAL_MS = 2500;

export function GallerySlideshow({ photos }: { photos: readonly Photo[] }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(photos.length);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [restartKey, setRestartKey] = useState(0);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const autoplaying = !reducedMotion && !stopped;

  useAutoplay(api, SLIDE_INTERVAL_MS, !autoplaying || hovered || focused, restartKey);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index);
      setRestartKey((key) => key + 1);
    },
    [api],
  );
  const step = (direction: 1 | -1) => {
    if (direction === 1) api?.scrollNext();
    else api?.scrollPrev();
    setRestartKey((key) => key + 1);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names a group, not a form fieldset.
    <div
      className={styles.slideshow}
      role="group"
      aria-roledescription="슬라이드쇼"
      aria-label="갤러리 사진 슬라이드쇼"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef} aria-live={autoplaying ? 'off' : 'polite'}>
        <div className={styles.track}>
          {photos.map((photo, index) => (
            // biome-ignore lint/a11y/useSemanticElements: each slide is a labelled group (carousel pattern).
            <div
              key={photo.src}
              className={styles.slide}
              role="group"
              aria-roledescription="슬라이드"
              aria-label={`${index + 1} / ${photos.length}`}
            >
              <PhotoImage photo={photo} className={styles.image} eager={index < 4} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label="이전 사진">
          <span aria-hidden="true">‹</span>
        </button>
        <ol className={styles.dots} aria-label="사진 선택">
          {Array.from({ length: snapCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position, the position is its identity.
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`${index + 1}번째 사진 보기`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            </li>
          ))}
        </ol>
        <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label="다음 사진">
          <span aria-hidden="true">›</span>
        </button>
        {reducedMotion ? null : (
          <button type="button" className={styles.toggle} onClick={() => setStopped((value) => !value)}>
            {stopped ? '자동 넘김 시작' : '자동 넘김 멈춤'}
          </button>
        )}
      </div>
    </div>
  );
}
