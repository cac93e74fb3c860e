import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffGamePickerQueryOptions } from '../../../lib/get-staff-games';

interface GameOption {
  value: number;
  label: string;
  hidden: boolean;
}

/**
 * The game whose template or heroes are edited (kept in the URL by the page). Every game of the shop is offered,
 * hidden ones too (tagged): a hidden game's template is prepared before it is shown.
 */
export function GamePicker({ value, onChange }: { value: number | null; onChange: (gameId: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const games = useQuery(staffGamePickerQueryOptions());
  const options: GameOption[] = (games.data ?? []).map((game) => ({
    value: game.id,
    label: game.name,
    hidden: game.state === 'hidden',
  }));
  const chosen = options.find((option) => option.value === value);
  const withTag = (name: string, hidden: boolean) => (
    <Space size={4}>
      <span>{name}</span>
      {hidden ? <Tag style={{ marginInlineEnd: 0 }}>{t('templates.hiddenGame')}</Tag> : null}
    </Space>
  );
  return (
    <Space wrap>
      <Typography.Text id={labelId}>{t('templates.game')}</Typography.Text>
      <Select<number, GameOption>
        aria-labelledby={labelId}
        style={{ width: 280 }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('templates.pickGame')}
        loading={games.isPending}
        status={games.isError ? 'error' : undefined}
        // The id alone until the list arrives would show a bare number.
        value={chosen ? chosen.value : undefined}
        onChange={onChange}
        options={options}
        optionRender={(option) => withTag(option.data.label, option.data.hidden)}
        labelRender={() => (chosen ? withTag(chosen.label, chosen.hidden) : null)}
      />
      {chosen?.hidden ? <Typography.Text type="secondary">{t('templates.hiddenGameHint')}</Typography.Text> : null}
    </Space>
  );
}
