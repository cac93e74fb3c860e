import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How long a banner stays before the next one comes, when the banners play. */
export const BANNER_TURN_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** The slide whose start is nearest the track's scroll position. */
function slideInView(track: HTMLElement, count: number): number {
  const width = track.clientWidth;
  if (width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / width)));
}

export interface BannerTurn {
  /** The slide in view. */
  active: number;
  /** Scrolls the track to slide `index` (smoothly, unless the visitor asks for reduced motion). */
  goTo: (index: number) => void;
  /** Whether the banners turn by themselves: the visitor's pause button; never with reduced motion. */
  playing: boolean;
  togglePlaying: () => void;
  /** Hover and keyboard focus hold the turn while they last (the handlers go on the carousel's element). */
  holdHandlers: {
    onPointerEnter: (event: { pointerType: string }) => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: { currentTarget: EventTarget; relatedTarget: EventTarget | null }) => void;
  };
}

/**
 * The turning of a scroll-snap banner track: which slide is in view (followed as the visitor swipes or scrolls),
 * going to a slide, and the autoplay — one turn every BANNER_TURN_MS, held while a pointer rests on the banners or
 * focus is inside them, while the tab is hidden, and stopped by the pause button or a reduced-motion preference
 * (WCAG 2.2.2: moving content can be paused). The browser does the sliding; nothing here writes a style.
 */
export function useBannerTurn(trackRef: RefObject<HTMLElement | null>, count: number): BannerTurn {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(slideInView(track, count)));
    };
    track.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', follow);
    };
  }, [trackRef, count]);

  useEffect(() => {
    const sync = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      const left = index * track.clientWidth;
      if (typeof track.scrollTo === 'function') {
        track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      } else {
        track.scrollLeft = left;
      }
      setActive(index);
    },
    [trackRef],
  );

  const turning = count > 1 && playing && !hovered && !focused && visible;
  useEffect(() => {
    if (!turning) return;
    // Keyed on `active`: a slide the visitor chose gets its full time too.
    const timer = setTimeout(() => goTo((active + 1) % count), BANNER_TURN_MS);
    return () => clearTimeout(timer);
  }, [turning, active, count, goTo]);

  return {
    active,
    goTo,
    playing,
    togglePlaying: () => setPlaying((value) => !value),
    holdHandlers: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        const into = event.relatedTarget;
        if (!(into instanceof Node && (event.currentTarget as Node).contains(into))) setFocused(false);
      },
    },
  };
}
