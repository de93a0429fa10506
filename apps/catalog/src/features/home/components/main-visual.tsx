import { useEffect, useState } from 'react';
import { Link } from '@shop/router';
import { cx, imageSources, preloadImage } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import type { MainSlide } from '../utils/build-slides.ts';

/** Autoplay interval of the main visual (reference: 2.5 s). */
export const MAIN_VISUAL_INTERVAL_MS = 2500;

/** The picture switches to the PC image from this width (the breakpoint of showcase.css). */
const PC_MEDIA = '(min-width: 1024px)';
const MOBILE_MEDIA = '(max-width: 1023px)';

/** Props of `MainVisual`. */
export type MainVisualProps = { slides: ReadonlyArray<MainSlide> };

/**
 * One slide's picture. Width and height give each source its shape (5:6 on mobile, 16:5 on PC, as the slide's
 * aspect-ratio in showcase.css); CSS stretches the image over the slide. The first slide is the page's largest
 * image: it is preloaded for each viewport's own source only (React puts the hints at the start of the HTML).
 */
function SlidePicture({ slide, eager }: { slide: MainSlide; eager: boolean }) {
  const pc = imageSources(slide.pcImage, 1280);
  const mobile = imageSources(slide.mobileImage, 768);
  if (eager) {
    preloadImage(mobile, '100vw', MOBILE_MEDIA);
    preloadImage(pc, '100vw', PC_MEDIA);
  }
  return (
    <picture>
      <source media={PC_MEDIA} srcSet={pc.srcSet ?? pc.src} sizes="100vw" width={1920} height={600} />
      <img
        className="catalog-visual__image"
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes="100vw"
        width={750}
        height={900}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}

/** Small stroke icons of the carousel controls (text glyphs wrap or vary by font). */
function ControlIcon({ kind }: { kind: 'previous' | 'next' | 'pause' | 'play' }) {
  const paths = {
    previous: <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />,
    next: <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />,
    pause: <path d="M5.5 3.5v9m5-9v9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
    play: <path d="M5 3.5v9l7-4.5z" fill="currentColor" />,
  };
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {paths[kind]}
    </svg>
  );
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    setReduced(Boolean(query?.matches));
  }, []);
  return reduced;
}

/**
 * The main visual: PC and mobile pictures per slide, autoplay every 2.5 s after hydration (never with reduced
 * motion, paused while hovered or focused), "1 / 3" fraction, previous/next and play/pause buttons.
 */
export function MainVisual({ slides }: MainVisualProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = slides.length;
  const running = playing && !held && !reduced && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), MAIN_VISUAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;
  const m = SHOWCASE_MESSAGES.home;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <section
      className="catalog-visual"
      aria-roledescription="carousel"
      aria-label={m.mainVisualLabel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="catalog-visual__track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={`${slide.url}-${i}`}
            className="catalog-visual__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={m.slide(i + 1, count)}
            aria-hidden={i !== index}
            style={{ backgroundColor: slide.color }}
          >
            <Link to={slide.url} className="catalog-visual__link" tabIndex={i === index ? undefined : -1}>
              <SlidePicture slide={slide} eager={i === 0} />
              <span className="catalog-visual__text catalog-visual__text--pc">
                <strong className="catalog-visual__title">{slide.title}</strong>
                {slide.subtitle ? <span className="catalog-visual__subtitle">{slide.subtitle}</span> : null}
              </span>
              <span className="catalog-visual__text catalog-visual__text--mobile">
                <strong className="catalog-visual__title">{slide.mobileTitle}</strong>
                {slide.mobileSubtitle ? <span className="catalog-visual__subtitle">{slide.mobileSubtitle}</span> : null}
              </span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="catalog-visual__controls">
          <button type="button" className="catalog-visual__button" onClick={() => go(-1)} aria-label={m.previousSlide}>
            <ControlIcon kind="previous" />
          </button>
          <span className="catalog-visual__fraction">
            <span className={cx('catalog-visual__current')}>{index + 1}</span> / {count}
          </span>
          <button type="button" className="catalog-visual__button" onClick={() => go(1)} aria-label={m.nextSlide}>
            <ControlIcon kind="next" />
          </button>
          <button type="button" className="catalog-visual__button" onClick={() => setPlaying((p) => !p)} aria-label={playing ? m.pause : m.play} aria-pressed={!playing}>
            <ControlIcon kind={playing ? 'pause' : 'play'} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
