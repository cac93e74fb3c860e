import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../utils/bidding-status';

const TICK_MS = 1000;

const texts = {
  bidding: { running: 'bidding.countdown.endsIn', ended: 'bidding.countdown.ended' },
  payment: { running: 'bidding.countdown.payIn', ended: 'bidding.countdown.payEnded' },
} as const;

/**
 * The time left until the bidding deadline (or, `kind="payment"`, the recycler's time to pay), ticking every second
 * ("Ends in 1d 02:03:04"); "Bidding has ended" once it passed. `onEnd` runs once when it reaches the deadline while
 * shown (the page fetches the new state then).
 */
export function BidCountdown({
  deadlineAt,
  onEnd,
  kind = 'bidding',
}: {
  deadlineAt: string;
  onEnd?: () => void;
  kind?: keyof typeof texts;
}) {
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
    ? t(texts[kind].running, {
        time: left.days > 0 ? t('bidding.countdown.daysClock', { days: left.days, clock: left.clock }) : left.clock,
      })
    : t(texts[kind].ended);
  return (
    <time dateTime={deadlineAt} data-testid={kind === 'bidding' ? 'bid-countdown' : 'pay-countdown'}>
      {text}
    </time>
  );
}
