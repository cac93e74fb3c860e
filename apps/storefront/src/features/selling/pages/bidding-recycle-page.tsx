import { SwapOutlined } from '@ant-design/icons';
import type { FieldError } from '@gs/shared/envelope';
import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { parseQueryId } from '@gs/web/query-values';
import { Alert, App, Button } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { useTenant } from '../../../hooks/use-tenant';
import { useGameTemplate } from '../../../lib/get-game-template';
import { useGames } from '../../../lib/get-games';
import { useHeroSkins } from '../../../lib/get-hero-skins';
import { accountOrderPath, paths } from '../../../lib/paths';
import { useSubmitBidRequest } from '../api/submit-bid-request';
import { BidGameList } from '../components/bid-game-list';
import styles from '../components/bidding.module.css';
import { BiddingForm } from '../components/bidding-form';
import recycleStyles from '../components/recycle.module.css';
import { type BiddingFormValues, clearBiddingDraft, readBiddingDraft } from '../utils/bidding-draft';
import { toBidRequestInput } from '../utils/bidding-input';
import { type BiddingSubmittedState, biddingQuotesPath, biddingRecyclePath } from '../utils/bidding-paths';
import type { DraftScope } from '../utils/consignment-draft';

/** Refusals that need the seller's real name verified (level two) first: shown with the way to do it. */
const REAL_NAME_CODES = new Set(['REAL_NAME_REQUIRED', 'REAL_NAME_REJECTED']);

type Failure = { kind: 'realName'; message: string } | { kind: 'refused'; message: string };

function FailureAlert({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  if (failure.kind === 'realName') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('bidding.realName.title')}
        description={failure.message}
        action={<Link to={paths.basicInformation}>{t('bidding.realName.link')}</Link>}
      />
    );
  }
  return <Alert type="error" showIcon title={t('bidding.refused')} description={failure.message} />;
}

interface DraftedFormProps {
  gameId: number;
  template: GameTemplate;
  heroSkins: HeroSkins[];
  scope: DraftScope;
}

/** The form started from the saved draft, restarted empty when the draft is cleared; submits and goes on. */
function DraftedBiddingForm({ gameId, template, heroSkins, scope }: DraftedFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submission = useSubmitBidRequest();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [start, setStart] = useState(() => {
    const draft = readBiddingDraft(scope);
    return { generation: 0, values: draft?.values ?? {}, restoredAt: draft?.savedAt ?? null };
  });

  const submit = async (values: BiddingFormValues): Promise<readonly FieldError[]> => {
    setFailure(null);
    const input = toBidRequestInput(gameId, template, values);
    if (!input) {
      setFailure({ kind: 'refused', message: t('bidding.incomplete') });
      return [];
    }
    try {
      const result = await submission.mutateAsync(input);
      clearBiddingDraft(scope);
      const state: BiddingSubmittedState = { submittedNumber: result.number };
      void navigate(biddingQuotesPath(result.id), { replace: true, state });
      return [];
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) return error.fields;
      if (error instanceof ApiError && error.errorCode && REAL_NAME_CODES.has(error.errorCode)) {
        setFailure({ kind: 'realName', message: error.msg || t('bidding.realName.text') });
      } else {
        setFailure({ kind: 'refused', message: describeError(error, t) });
      }
      return [];
    }
  };

  return (
    <BiddingForm
      key={start.generation}
      template={template}
      heroSkins={heroSkins}
      scope={scope}
      initialValues={start.values}
      restoredAt={start.restoredAt}
      failure={<FailureAlert failure={failure} />}
      onSubmit={submit}
      onClearDraft={() => {
        clearBiddingDraft(scope);
        setFailure(null);
        setStart((current) => ({ generation: current.generation + 1, values: {}, restoredAt: null }));
      }}
    />
  );
}

/**
 * /pages/jingjiahuishou[?gameId=…] (price-competition recycle): without a game, the shop's games, each opening this
 * form for it; with one, the account's recycle attributes, screenshots, expected price and bidding period go to the
 * bidding pool, then the seller follows the quotes on the price list. Requires login (route table).
 */
export function BiddingRecyclePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requestedId = parseQueryId(params.get('gameId'));
  const games = useGames();
  const unknownGame = requestedId !== null && games.isSuccess && !games.data.some((entry) => entry.id === requestedId);
  const gameId = unknownGame ? null : requestedId;

  // The way back to the game list is the chosen game's "Change game", not the general sell page.
  const trail = [{ label: t('menu.sale'), to: accountOrderPath('sale') }];
  return (
    <PageFrame
      title={t('route.biddingRecycle')}
      trail={trail}
      extra={<Link to={biddingQuotesPath()}>{t('bidding.myRequests')}</Link>}
    >
      <App component={false}>
        {gameId === null ? (
          <div className={styles.wide}>
            <p className={styles.hint}>{t('bidding.intro')}</p>
            {unknownGame ? <Alert type="warning" showIcon role="alert" title={t('bidding.games.unknown')} /> : null}
            <h2 className={styles.cardTitle}>{t('bidding.games.title')}</h2>
            <BidGameList
              games={games.data}
              pending={games.isPending}
              failed={games.isError}
              onRetry={() => void games.refetch()}
            />
          </div>
        ) : (
          <ChosenGame key={gameId} gameId={gameId} />
        )}
      </App>
    </PageFrame>
  );
}

/** The chosen game's header (with the way back to the game list) and its form, once the template is known. */
function ChosenGame({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { userInfo } = useStoredSession();
  const games = useGames();
  const template = useGameTemplate(gameId);
  const heroSkins = useHeroSkins(gameId);
  const tenantId = tenant.data?.tenantId ?? null;
  const userId = userInfo?.userId ?? null;
  const scope = useMemo<DraftScope | null>(
    () => (tenantId !== null && userId !== null ? { tenantId, userId, gameId, listingId: null } : null),
    [tenantId, userId, gameId],
  );
  const game = games.data?.find((entry) => entry.id === gameId);
  const name = game?.name ?? template.data?.game.name;

  let body: ReactNode;
  if (template.isError || tenant.isError) {
    body = (
      <ErrorState
        title={t('bidding.loadFailed')}
        action={
          <Button
            onClick={() => {
              if (template.isError) void template.refetch();
              if (tenant.isError) void tenant.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!template.data || !scope) {
    body = <LoadingState label={t('common.loading')} rows={8} />;
  } else {
    body = (
      <DraftedBiddingForm gameId={gameId} template={template.data} heroSkins={heroSkins.data ?? []} scope={scope} />
    );
  }
  return (
    <div className={styles.wide}>
      {name ? (
        <section className={recycleStyles.chosen} aria-label={t('bidding.games.chosen', { game: name })}>
          {game ? <img src={game.icon} alt="" width={48} height={48} className={recycleStyles.gameIcon} /> : null}
          <p className={recycleStyles.chosenText}>{t('bidding.games.chosen', { game: name })}</p>
          <Link to={biddingRecyclePath()}>
            <SwapOutlined aria-hidden /> {t('bidding.games.change')}
          </Link>
        </section>
      ) : null}
      {body}
    </div>
  );
}
