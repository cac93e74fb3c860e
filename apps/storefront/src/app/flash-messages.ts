/**
 * Messages raised outside antd's context (the header is built without antd), shown by AntdRoot once it is
 * mounted. Queued, so a message raised just before a navigation is not lost.
 */
export interface FlashMessage {
  type: 'success' | 'info' | 'error';
  text: string;
}

let queue: FlashMessage[] = [];
const listeners = new Set<() => void>();

export function showFlash(message: FlashMessage): void {
  queue.push(message);
  for (const listener of listeners) listener();
}

/** Answers the queued messages and empties the queue. */
export function takeFlashMessages(): FlashMessage[] {
  const taken = queue;
  queue = [];
  return taken;
}

export function subscribeFlash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
