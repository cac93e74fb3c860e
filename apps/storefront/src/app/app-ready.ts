let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Called once the page is live (its last Suspense boundary, antd's frame, has mounted or hydrated): marks
 * `<html data-app-ready>` and settles `whenAppReady`.
 */
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true';
  markReady();
}

/** Settles once the page is live: a server-rendered page must not change what it shows before it has hydrated. */
export function whenAppReady(): Promise<void> {
  return ready;
}
