import { ReloadOutlined } from '@ant-design/icons';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { staffGamePickerQueryOptions } from '../../../lib/get-staff-games';
import { regionTreeQueryOptions } from '../api/get-region-tree';
import { RegionTree } from '../components/region-tree';

interface GameOption {
  value: number;
  label: string;
  hidden: boolean;
}

/**
 * /admin/catalogue/regions?gameId=: one game's region tree (the game chosen above it, kept in the URL). Every game
 * is offered, hidden ones too (tagged): a hidden game's tree is prepared before it is shown.
 */
export function RegionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const games = useQuery(staffGamePickerQueryOptions());
  const gameId = parseQueryId(params.get('gameId')) ?? games.data?.[0]?.id ?? null;
  const options: GameOption[] = (games.data ?? []).map((game) => ({
    value: game.id,
    label: game.name,
    hidden: game.state === 'hidden',
  }));
  const chosen = options.find((option) => option.value === gameId);
  const withTag = (name: string, hidden: boolean) => (
    <Space size={4}>
      <span>{name}</span>
      {hidden ? <Tag style={{ marginInlineEnd: 0 }}>{t('catalogue.regions.hiddenGame')}</Tag> : null}
    </Space>
  );
  const tree = useQuery({ ...regionTreeQueryOptions(gameId ?? 0), enabled: gameId !== null });

  const body = () => {
    if (games.isError) {
      return (
        <ErrorState title={t('catalogue.games.loadFailed')} error={games.error} onRetry={() => void games.refetch()} />
      );
    }
    if (games.data && games.data.length === 0) return <EmptyState description={t('catalogue.regions.noGames')} />;
    if (tree.isError) {
      return (
        <ErrorState title={t('catalogue.regions.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />
      );
    }
    if (!tree.data) return <LoadingState label={t('common.loading')} />;
    return <RegionTree key={tree.data.gameId} tree={tree.data} />;
  };

  return (
    <PageContainer
      title={t('catalogue.regions.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void tree.refetch()} loading={tree.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('catalogue.regions.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number, GameOption>
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 280 }}
          loading={games.isPending}
          aria-label={t('catalogue.regions.game')}
          placeholder={t('catalogue.regions.game')}
          // The id alone until the list arrives would show a bare number.
          value={chosen ? chosen.value : undefined}
          onChange={(id) => setParams({ gameId: String(id) })}
          options={options}
          optionRender={(option) => withTag(option.data.label, option.data.hidden)}
          labelRender={() => (chosen ? withTag(chosen.label, chosen.hidden) : null)}
        />
        {chosen?.hidden ? (
          <Typography.Text type="secondary">{t('catalogue.regions.hiddenGameHint')}</Typography.Text>
        ) : null}
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('catalogue.regions.dragHint')} />
      <Card>{body()}</Card>
    </PageContainer>
  );
}
