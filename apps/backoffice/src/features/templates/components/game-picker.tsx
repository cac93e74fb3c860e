import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../../lib/get-games';

/** The game whose template or heroes are edited (kept in the URL by the page). */
export function GamePicker({ value, onChange }: { value: number | null; onChange: (gameId: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const games = useQuery(gamesQueryOptions());
  return (
    <Space>
      <Typography.Text id={labelId}>{t('templates.game')}</Typography.Text>
      <Select
        aria-labelledby={labelId}
        style={{ width: 260 }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('templates.pickGame')}
        loading={games.isPending}
        status={games.isError ? 'error' : undefined}
        // The id alone until the list arrives would show a bare number.
        value={games.data?.some((game) => game.id === value) ? (value ?? undefined) : undefined}
        onChange={onChange}
        options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
      />
    </Space>
  );
}
