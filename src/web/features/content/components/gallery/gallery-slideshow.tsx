/**
 * The wide-screen slideshow (spec §9): 3 photos in view, 1 step at a time, every 2500 ms, with
 * a dot per photo, for any gallery of more than three (the owner keeps 4 to 12; fewer stand in
 * a row without a slideshow, gallery.tsx). It holds still while the pointer is over it, while keyboard focus is inside it, after
 * the pause button, and always for visitors who ask their system for reduced motion.
 *
 * A transformed flex track rather than a carousel library (docs/decisions/010): the first
 * photos are repeated after the last so the loop runs on seamlessly; after sliding onto the
 * repeats, the track jumps back to the start without animation.
 */
import { type FocusEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { reducedMotionQuery, useMediaQuery } from '../../../../lib/use-media-query.ts';
import type { Photo } from '../../../../site-data/resolve-photo.ts';
import { useAutoplay } from '../../hooks/use-autoplay.ts';
import { PhotoImage } from '../photo-image.tsx';
import styles from './gallery-slideshow.module.css';
import { SLIDES_IN_VIEW as IN_VIEW } from './gallery-view.ts';

// Three photos across the page, which is at most 1120 px wide.
const SLIDE_SIZES = '(max-width: 1160px) 33vw, 380px';

export const SLIDE_INTERVAL_MS = 2500;
const SWIPE_PX = 40;

/** Runs after the browser has painted the current frame, so a jump is drawn before a slide. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

export function GallerySlideshow({ photos }: { photos: readonly Photo[] }) {
  const count = photos.length;
  // 0 … count; `count` shows the repeats of the first photos, which look exactly like 0.
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [restartKey, setRestartKey] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const autoplaying = !reducedMotion && !stopped;
  const selected = position % count;

  const slideTo = useCallback((target: number) => {
    setAnimated(true);
    setPosition(target);
  }, []);

  /** Jumps without animation, then slides from there: how the loop crosses its seam. */
  const jumpThenSlide = useCallback(
    (jump: number, slide: number) => {
      setAnimated(false);
      setPosition(jump);
      afterPaint(() => slideTo(slide));
    },
    [slideTo],
  );

  const next = useCallback(() => {
    if (reducedMotion) return setPosition((current) => (current + 1) % count);
    if (position >= count) return jumpThenSlide(0, 1);
    slideTo(position + 1);
  }, [reducedMotion, position, count, jumpThenSlide, slideTo]);

  const previous = () => {
    if (reducedMotion) return setPosition((current) => (current + count - 1) % count);
    if (position === 0) return jumpThenSlide(count, count - 1);
    slideTo(position - 1);
  };

  const autoplayTarget = useRef({ scrollNext: next });
  autoplayTarget.current.scrollNext = next;
  useAutoplay(autoplayTarget.current, SLIDE_INTERVAL_MS, !autoplaying || hovered || focused, restartKey);

  const byHand = (move: () => void) => {
    move();
    setRestartKey((key) => key + 1);
  };
  const onTransitionEnd = () => {
    if (position < count) return;
    setAnimated(false);
    setPosition(0);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) byHand(distance < 0 ? next : previous);
  };

  const slides = [...photos, ...photos.slice(0, IN_VIEW - 1)];
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
      <div
        className={styles.viewport}
        aria-live={autoplaying ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
      >
        <div
          className={`${styles.track} ${animated && !reducedMotion ? styles.animated : ''}`}
          style={{ transform: `translateX(${(-100 / IN_VIEW) * position}%)` }}
          onTransitionEnd={onTransitionEnd}
        >
          {slides.map((photo, index) =>
            index < count ? (
              // biome-ignore lint/a11y/useSemanticElements: each slide is a labelled group (carousel pattern).
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be shown twice; its place names it.
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="슬라이드"
                aria-label={`${index + 1} / ${count}`}
              >
                <PhotoImage
                  photo={photo}
                  className={styles.image}
                  eager={index < IN_VIEW + 1}
                  sizes={SLIDE_SIZES}
                />
              </div>
            ) : (
              // The loop's repeat of a first photo: seen, but not a slide of its own.
              // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be shown twice; its place names it.
              <div key={`repeat-${index}`} className={styles.slide} aria-hidden="true">
                <PhotoImage photo={photo} className={styles.image} eager sizes={SLIDE_SIZES} />
              </div>
            ),
          )}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => byHand(previous)}
          aria-label="이전 사진"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ol className={styles.dots} aria-label="사진 선택">
          {photos.map((_photo, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be shown twice; its place names it.
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`${index + 1}번째 사진 보기`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => byHand(() => slideTo(index))}
              />
            </li>
          ))}
        </ol>
        <button type="button" className={styles.arrow} onClick={() => byHand(next)} aria-label="다음 사진">
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
