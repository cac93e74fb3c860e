import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { gameTemplateQueryOptions, ruleGamesQueryOptions } from '../api/get-rule-games';
import { recycleRuleQueryOptions } from '../api/recycle-rule';
import { RuleForm } from '../components/rule-form';

/** /admin/recycling/rules: a game's valuation rule (`?gameId=`) with a live, server-computed preview. */
export function ValuationRulesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameId = parseQueryId(params.get('gameId'));
  const games = useQuery(ruleGamesQueryOptions());

  return (
    <PageContainer title={t('recycling.rules.title')}>
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text id="rule-game-label">{t('recycling.rules.game')}</Typography.Text>
        <Select
          aria-labelledby="rule-game-label"
          style={{ width: 260 }}
          showSearch
          optionFilterProp="label"
          placeholder={t('recycling.rules.pickGame')}
          loading={games.isPending}
          value={gameId ?? undefined}
          onChange={(value: number) => setParams({ gameId: String(value) })}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
        />
      </Space>
      {games.isError ? (
        <ErrorState title={t('recycling.rules.gamesFailed')} error={games.error} onRetry={() => void games.refetch()} />
      ) : gameId === null ? (
        <EmptyState description={t('recycling.rules.noGame')} />
      ) : (
        <GameRule gameId={gameId} />
      )}
    </PageContainer>
  );
}

function GameRule({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const rule = useQuery(recycleRuleQueryOptions(gameId));
  const template = useQuery(gameTemplateQueryOptions(gameId));
  if (rule.isError || template.isError) {
    return (
      <ErrorState
        title={t('recycling.rules.loadFailed')}
        error={rule.error ?? template.error}
        onRetry={() => {
          void rule.refetch();
          void template.refetch();
        }}
      />
    );
  }
  if (!rule.data || !template.data) return <LoadingState label={t('common.loading')} rows={8} />;
  // Keyed by game and save time: switching games or saving starts the form from the kept rule.
  return (
    <RuleForm key={`${gameId}:${rule.data.updatedAt ?? ''}`} rule={rule.data} attributes={template.data.attributes} />
  );
}
