import { gameIdOfLink, gameMarketLink, storefrontLinkTargets } from '@gs/shared/staff-decoration';
import { useQuery } from '@tanstack/react-query';
import { Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../../lib/get-games';

type LinkMode = 'none' | 'page' | 'game' | 'url';

/** Which kind of link a value is, to open the field on the right control. */
export function linkModeOf(link: string): LinkMode {
  if (link === '') return 'none';
  if (gameIdOfLink(link) !== null) return 'game';
  if (link.startsWith('/')) return 'page';
  return 'url';
}

/**
 * Where an entry leads: nowhere, a page of the storefront (by name), the market of one of the shop's games, or a
 * web address. The value is the link itself; the server checks it again.
 */
export function LinkField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (link: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LinkMode>(() => linkModeOf(value));
  const games = useQuery({ ...gamesQueryOptions(), enabled: mode === 'game' });
  const known = storefrontLinkTargets.some((target) => target.path === value);
  const pageOptions = [
    ...storefrontLinkTargets.map((target) => ({
      value: target.path,
      label: `${t(`decoration.links.${target.key}`)} (${target.path})`,
    })),
    // A path set before (by the seed or by hand) stays selectable as it is.
    ...(mode === 'page' && value && !known ? [{ value, label: value }] : []),
  ];

  const switchMode = (next: LinkMode) => {
    setMode(next);
    onChange?.(next === 'page' ? (storefrontLinkTargets[0]?.path ?? '/') : '');
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      <Radio.Group
        value={mode}
        onChange={(event) => switchMode(event.target.value as LinkMode)}
        optionType="button"
        options={(['page', 'game', 'url', 'none'] as const).map((option) => ({
          value: option,
          label: t(`decoration.linkModes.${option}`),
        }))}
        aria-label={t('decoration.fields.linkKind')}
      />
      {mode === 'page' ? (
        <Select
          aria-label={t('decoration.fields.page')}
          value={value || undefined}
          onChange={(next: string) => onChange?.(next)}
          options={pageOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      ) : null}
      {mode === 'game' ? (
        <Select
          aria-label={t('decoration.fields.game')}
          value={gameIdOfLink(value) ?? undefined}
          placeholder={t('decoration.placeholders.game')}
          loading={games.isPending}
          onChange={(gameId: number) => onChange?.(gameMarketLink(gameId))}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={games.isError ? t('decoration.gamesLoadFailed') : undefined}
        />
      ) : null}
      {mode === 'url' ? (
        <Input
          aria-label={t('decoration.fields.url')}
          value={value}
          placeholder="https://"
          onChange={(event) => onChange?.(event.target.value)}
        />
      ) : null}
    </Space>
  );
}
