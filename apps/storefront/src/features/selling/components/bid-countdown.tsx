import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../utils/bidding-status';

const TICK_MS = 1000;

/**
 * The time left until the bidding deadline, ticking every second ("Ends in 1d 02:03:04"); "Bidding has ended" once
 * it passed. `onEnd` runs once when it reaches the deadline while shown (the page fetches the new state then).
 */
export function BidCountdown({ deadlineAt, onEnd }: { deadlineAt: string; onEnd?: () => void }) {
  const { t } = useTranslation();
  const deadline = Date.parse(deadlineAt);
  const [now, setNow] = useState(() => Date.now());
  const ended = !(deadline > now);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ended]);

  const wasRunning = useRef(!ended);
  useEffect(() => {
    if (ended && wasRunning.current) {
      wasRunning.current = false;
      endRef.current?.();
    }
  }, [ended]);

  const left = timeLeft(deadline, now);
  const text = left
    ? t('bidding.countdown.endsIn', {
        time: left.days > 0 ? t('bidding.countdown.daysClock', { days: left.days, clock: left.clock }) : left.clock,
      })
    : t('bidding.countdown.ended');
  return (
    <time dateTime={deadlineAt} data-testid="bid-countdown">
      {text}
    </time>
  );
}
