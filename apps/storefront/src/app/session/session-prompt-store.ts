/**
 * Whether the login-timed-out prompt (SPEC §4) is showing. One module-level flag, so however many requests
 * fail with 401 together, only the first opens the prompt and the rest find it open.
 */
let open = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the prompt; answers false (and does nothing) when it is already open. */
export function openSessionPrompt(): boolean {
  if (open) return false;
  open = true;
  emit();
  return true;
}

export function closeSessionPrompt(): void {
  if (!open) return;
  open = false;
  emit();
}

export function isSessionPromptOpen(): boolean {
  return open;
}

export function subscribeSessionPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
