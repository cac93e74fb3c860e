import { useEffect, useRef, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds as `mm:ss`, `h:mm:ss` from an hour, and days in front from a day (`2d 03:04:05`). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const clock = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days > 0) return `${days}d ${pad(hours)}:${clock}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/**
 * The time left until `to`, ticking every second; `onExpire` runs once when it reaches zero. A timer role (not
 * live): screen readers read it when asked, not every second.
 */
export function Countdown({ to, label, onExpire }: { to: string; label: string; onExpire?: () => void }) {
  const deadline = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  const left = Number.isNaN(deadline) ? 0 : deadline - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  // Only the moment of expiry matters, not a new callback identity.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);

  return (
    <span role="timer" aria-label={label}>
      {formatCountdown(left)}
    </span>
  );
}
