import { SwapOutlined } from '@ant-design/icons';
import type { RecycleGame } from '@gs/shared/recycle';
import { parseQueryId } from '@gs/web/query-values';
import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { PartnerBanner } from '../../../components/partner-banner';
import { useHeroSkins } from '../../../lib/get-hero-skins';
import { accountOrderPath } from '../../../lib/paths';
import { useRecycleGames } from '../api/get-recycle-games';
import styles from '../components/recycle.module.css';
import { RecycleForm, type RecycleFormProps } from '../components/recycle-form';
import { RecycleGameList } from '../components/recycle-game-list';
import { useConsignmentSource } from '../hooks/use-consignment-source';
import { clearRecycleDraft, readRecycleDraft } from '../utils/recycle-draft';
import { quickRecyclePath, sellPath } from '../utils/selling-paths';

/**
 * /pages/kuaisuhuishou[?gameId=…] (quick recycle): without a game, the games quick recycle takes; with one, its
 * recycle form with the live quote. Requires login (route table).
 */
export function QuickRecyclePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requestedId = parseQueryId(params.get('gameId'));
  const games = useRecycleGames();
  const game = requestedId === null ? undefined : games.data?.find((entry) => entry.gameId === requestedId);
  const unknownGame = requestedId !== null && games.isSuccess && !game;
  const trail = [
    { label: t('menu.sale'), to: accountOrderPath('sale') },
    ...(requestedId === null ? [] : [{ label: t('route.sale'), to: sellPath(requestedId) }]),
  ];

  let body: React.ReactNode;
  if (game) {
    body = <ChosenGame game={game} />;
  } else if (requestedId !== null && games.isPending) {
    body = <LoadingState label={t('common.loading')} rows={8} />;
  } else {
    body = (
      <div className={styles.stackWide}>
        <p className={styles.intro}>{t('quickRecycle.intro')}</p>
        {unknownGame ? <Alert type="warning" showIcon role="alert" title={t('quickRecycle.unknownGame')} /> : null}
        <h2 className={styles.cardTitle}>{t('quickRecycle.chooseGame')}</h2>
        <RecycleGameList
          games={games.data}
          pending={games.isPending}
          failed={games.isError}
          onRetry={() => void games.refetch()}
        />
      </div>
    );
  }
  return (
    <PageFrame title={t('route.quickRecycle')} trail={trail}>
      <App component={false}>
        <PartnerBanner />
        {body}
      </App>
    </PageFrame>
  );
}

/** The chosen game's header and form, once its template and the draft's place are known. */
function ChosenGame({ game }: { game: RecycleGame }) {
  const { t } = useTranslation();
  const source = useConsignmentSource(game.gameId, null);
  const heroSkins = useHeroSkins(game.gameId);
  let form: React.ReactNode;
  if (source.failed) {
    form = (
      <ErrorState
        title={t('quickRecycle.loadFailed')}
        action={<Button onClick={source.retry}>{t('common.retry')}</Button>}
      />
    );
  } else if (source.pending || !source.template || !source.scope) {
    form = <LoadingState label={t('common.loading')} rows={8} />;
  } else {
    form = (
      <DraftedRecycleForm
        key={`${source.scope.tenantId}.${source.scope.userId}.${game.gameId}`}
        template={source.template}
        heroSkins={heroSkins.data ?? []}
        scope={source.scope}
        range={{ minFen: game.minFen, maxFen: game.maxFen }}
      />
    );
  }
  return (
    <div className={styles.stackWide}>
      <section className={styles.chosen} aria-label={t('quickRecycle.chosenGame', { game: game.name })}>
        <img src={game.iconUrl} alt="" width={48} height={48} className={styles.gameIcon} />
        <p className={styles.chosenText}>{t('quickRecycle.chosenGame', { game: game.name })}</p>
        <Link to={quickRecyclePath()}>
          <SwapOutlined aria-hidden /> {t('quickRecycle.changeGame')}
        </Link>
      </section>
      {form}
    </div>
  );
}

type DraftedRecycleFormProps = Omit<RecycleFormProps, 'initialValues' | 'restoredAt' | 'onClearDraft'>;

/** The form started from the saved draft (or empty), restarted empty when the draft is cleared. */
function DraftedRecycleForm(props: DraftedRecycleFormProps) {
  const [start, setStart] = useState(() => {
    const draft = readRecycleDraft(props.scope);
    return { generation: 0, values: draft?.values ?? {}, restoredAt: draft?.savedAt ?? null };
  });
  return (
    <RecycleForm
      key={start.generation}
      {...props}
      initialValues={start.values}
      restoredAt={start.restoredAt}
      onClearDraft={() => {
        clearRecycleDraft(props.scope);
        setStart((current) => ({ generation: current.generation + 1, values: {}, restoredAt: null }));
      }}
    />
  );
}
