import { formatDateTime } from '@gs/web/format-date';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "12:04:31" or "2d 03:10:00" until the deadline. */
function remaining(ms: number): string {
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The deadline with a live countdown, ticking each second. */
export function Deadline({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Date.parse(at) - now;
  return (
    <div>
      <div>{formatDateTime(at, i18n.language)}</div>
      <Typography.Text type={left > 0 && left < 3_600_000 ? 'danger' : 'secondary'}>
        {left > 0 ? t('recycling.pool.closesIn', { time: remaining(left) }) : t('recycling.pool.closed')}
      </Typography.Text>
    </div>
  );
}
