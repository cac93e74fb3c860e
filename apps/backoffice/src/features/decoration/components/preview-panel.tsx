import { DesktopOutlined, ExportOutlined, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { DECORATION_PREVIEW_PARAM } from '@gs/shared/tenant';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { previewTokenQueryOptions } from '../api/decoration';

type Device = 'desktop' | 'phone';

/** The storefront's widths the preview renders at (then scaled to fit the panel). */
export const previewSizes: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 760 },
};

/** The storefront's home page showing the draft, for a signed preview token (same origin: `/` is the storefront). */
export function previewUrl(token: string): string {
  return `/?${new URLSearchParams({ [DECORATION_PREVIEW_PARAM]: token }).toString()}`;
}

/** The width of an element, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A live preview of the storefront's home page with the draft, at desktop (1280 px) or phone (375 px) width,
 * scaled to the panel. `version` changes whenever the draft does, and the page reloads.
 */
export function PreviewPanel({ version }: { version: string }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('desktop');
  const [reloads, setReloads] = useState(0);
  const token = useQuery(previewTokenQueryOptions());
  const [frameBox, boxWidth] = useWidth<HTMLDivElement>();
  const size = previewSizes[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / size.width) : 1;

  return (
    <Card
      size="small"
      title={t('decoration.preview.title')}
      extra={
        <Space size={4}>
          <Segmented<Device>
            size="small"
            value={device}
            onChange={setDevice}
            aria-label={t('decoration.preview.device')}
            options={[
              { value: 'desktop', icon: <DesktopOutlined />, label: t('decoration.preview.desktop') },
              { value: 'phone', icon: <MobileOutlined />, label: t('decoration.preview.phone') },
            ]}
          />
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('decoration.preview.reload')}
            onClick={() => setReloads((count) => count + 1)}
          />
          {token.data ? (
            <Button
              size="small"
              type="text"
              icon={<ExportOutlined />}
              href={previewUrl(token.data.token)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('decoration.preview.open')}
            />
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('decoration.preview.hint', { width: size.width })}
      </Typography.Paragraph>
      <div ref={frameBox} style={{ width: '100%' }}>
        {token.isError ? (
          <ErrorState
            compact
            title={t('decoration.preview.failed')}
            error={token.error}
            onRetry={() => void token.refetch()}
          />
        ) : token.data ? (
          <div
            style={{
              width: Math.round(size.width * scale),
              height: Math.round(size.height * scale),
              margin: '0 auto',
              overflow: 'hidden',
              border: '1px solid #f0f0f0',
              borderRadius: device === 'phone' ? 16 : 4,
              background: '#fff',
            }}
          >
            <iframe
              key={`${version}:${token.data.token}:${device}:${reloads}`}
              title={t('decoration.preview.frameTitle', { device: t(`decoration.preview.${device}`) })}
              src={previewUrl(token.data.token)}
              width={size.width}
              height={size.height}
              style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
            />
          </div>
        ) : (
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin />
          </div>
        )}
      </div>
    </Card>
  );
}
