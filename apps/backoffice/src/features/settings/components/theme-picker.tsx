import { Radio, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const themes = [1, 2, 3] as const;

const bar = (color: string, height: number, extra: CSSProperties = {}): CSSProperties => ({
  height,
  background: color,
  borderRadius: 2,
  ...extra,
});

/** A small drawing of the storefront header of each `useTheme`: what sits in which band. */
function ThemeSketch({ theme }: { theme: (typeof themes)[number] }) {
  const grey = '#d9d9d9';
  const primary = 'var(--ant-color-primary, #1677ff)';
  return (
    <div
      aria-hidden
      style={{ width: 168, padding: 6, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' }}
    >
      {theme === 1 ? <div style={bar('#f5f5f5', 6, { marginBottom: 4 })} /> : null}
      {theme === 1 ? (
        <div style={{ display: 'flex', gap: 4, marginBottom: 4, alignItems: 'center' }}>
          <div style={bar(primary, 12, { width: 28 })} />
          <div style={bar(grey, 10, { flex: 1 })} />
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 4, alignItems: 'center', background: '#fafafa', padding: 2 }}>
        {theme === 3 ? <div style={bar(primary, 12, { width: 28 })} /> : null}
        <div style={bar(grey, 6, { flex: 1 })} />
        {theme === 2 ? <div style={bar(primary, 8, { width: 24 })} /> : null}
      </div>
      <div style={bar('#f0f0f0', 30, { marginTop: 4 })} />
    </div>
  );
}

/** The storefront header variant (`useTheme` 1–3): each a drawing and a sentence. */
export function ThemePicker({ value, onChange }: { value?: number; onChange?: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as number)}
      style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}
    >
      {themes.map((theme) => (
        <Radio
          key={theme}
          value={theme}
          style={{
            border: `1px solid ${value === theme ? 'var(--ant-color-primary, #1677ff)' : '#f0f0f0'}`,
            borderRadius: 8,
            padding: 12,
            width: 250,
            alignItems: 'flex-start',
          }}
        >
          <Typography.Text strong>{t(`settings.shop.themes.${theme}.name`)}</Typography.Text>
          <div style={{ margin: '8px 0' }}>
            <ThemeSketch theme={theme} />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`settings.shop.themes.${theme}.description`)}
          </Typography.Text>
        </Radio>
      ))}
    </Radio.Group>
  );
}
