import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readItem, writeItem } from '../../../lib/storage';

const STORAGE_KEY = 'backoffice.orders.hiddenColumns';

/**
 * The hidden columns, remembered in localStorage (unknown keys ignored, so renamed columns come back); until the user
 * picks, `byDefault` are hidden.
 */
export function useHiddenColumns(known: readonly string[], byDefault: readonly string[] = []) {
  const [hidden, setHidden] = useState<string[]>(() => {
    const stored = readItem(STORAGE_KEY);
    if (stored === null) return [...byDefault];
    try {
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? parsed.filter((key): key is string => known.includes(key)) : [...byDefault];
    } catch {
      return [...byDefault];
    }
  });
  const update = useCallback((next: string[]) => {
    setHidden(next);
    writeItem(STORAGE_KEY, JSON.stringify(next));
  }, []);
  return [hidden, update] as const;
}

/** A popover of checkboxes: which columns the table shows. */
export function ColumnSettings({
  columns,
  hidden,
  onChange,
}: {
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  const shown = columns.map((column) => column.key).filter((key) => !hidden.includes(key));
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('orders.columnSettingsHint')}
      content={
        <Checkbox.Group
          value={shown}
          onChange={(values) => onChange(columns.map((column) => column.key).filter((key) => !values.includes(key)))}
        >
          <Space orientation="vertical" size={4}>
            {columns.map((column) => (
              <Checkbox key={column.key} value={column.key}>
                {column.title}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      }
    >
      <Button icon={<SettingOutlined />}>{t('orders.columnSettings')}</Button>
    </Popover>
  );
}
