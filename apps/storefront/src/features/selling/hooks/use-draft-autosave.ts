import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last change a selling form's draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The debounced draft save of a selling form: `schedule` after each change, `save` to write at once, `cancel` to
 * drop a pending write. Leaving the page (or the tab) with a write pending does it at once. `write` must be
 * stable (a useCallback), or the pending write would run on every render.
 */
export function useDraftAutosave(write: (savedAt: string) => void, restoredAt: string | null) {
  const [savedAt, setSavedAt] = useState<string | null>(restoredAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const at = new Date().toISOString();
    write(at);
    setSavedAt(at);
  }, [write]);
  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
  }, [save]);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => {
    const flush = () => {
      if (timer.current) save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);
  return { savedAt, save, schedule, cancel };
}
