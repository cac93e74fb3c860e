import type { FieldError } from '@gs/shared/envelope';
import { parseQueryId } from '@gs/web/query-values';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { useHeroSkins } from '../../../lib/get-hero-skins';
import { accountOrderPath, paths } from '../../../lib/paths';
import { ConsignmentForm, type ConsignmentFormProps } from '../components/consignment-form';
import { useConsignmentSource } from '../hooks/use-consignment-source';
import { type ConsignmentFormValues, clearConsignmentDraft, readConsignmentDraft } from '../utils/consignment-draft';
import { formValuesOfListing } from '../utils/consignment-input';
import { commitPath, sellPath } from '../utils/selling-paths';

/** What the review page hands back when the server refused fields of the submit. */
export interface ConsignmentReturnState {
  serverErrors?: FieldError[];
}

function serverErrorsOf(state: unknown): FieldError[] {
  const errors = (state as ConsignmentReturnState | null)?.serverErrors;
  return Array.isArray(errors) ? errors : [];
}

/**
 * /pages/guanwangjishou?gameId=…[&id=…] (official-site consignment): the form of the game's template. With `id` it
 * edits that listing of the seller's (the stored values, or the draft of that edit). Requires login (route table).
 */
export function ConsignmentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const listingId = parseQueryId(params.get('id'));
  const source = useConsignmentSource(parseQueryId(params.get('gameId')), listingId);
  const heroSkins = useHeroSkins(source.gameId);
  const title = listingId === null ? t('route.consignment') : t('consignment.editTitle');
  const trail = [
    { label: t('menu.sale'), to: accountOrderPath('sale') },
    ...(source.gameId === null ? [] : [{ label: t('route.sale'), to: sellPath(source.gameId) }]),
  ];

  let body: React.ReactNode;
  if (source.gameId === null && !source.pending && !source.failed) {
    body = (
      <Result
        status="info"
        title={t('consignment.noGame')}
        extra={
          <Button type="primary" size="large" onClick={() => void navigate(paths.sale)}>
            {t('consignment.chooseGame')}
          </Button>
        }
      />
    );
  } else if (source.failed) {
    body = (
      <ErrorState
        title={listingId === null ? t('consignment.loadFailed') : t('consignment.listingLoadFailed')}
        action={<Button onClick={source.retry}>{t('common.retry')}</Button>}
      />
    );
  } else if (source.pending || !source.template || !source.scope || source.gameId === null) {
    body = <LoadingState label={t('common.loading')} rows={8} />;
  } else {
    const { template, scope, listing, gameId } = source;
    body = (
      <DraftedForm
        key={`${scope.gameId}.${scope.listingId}`}
        base={listing ? formValuesOfListing(listing, template.game.type) : {}}
        serverErrors={serverErrorsOf(location.state)}
        gameId={gameId}
        template={template}
        heroSkins={heroSkins.data ?? []}
        scope={scope}
        maskedLogin={listing?.credentials.login ?? null}
        onNext={() => void navigate(commitPath(gameId, scope.listingId))}
      />
    );
  }
  return (
    <PageFrame title={title} trail={trail}>
      {body}
    </PageFrame>
  );
}

type DraftedFormProps = Omit<ConsignmentFormProps, 'initialValues' | 'restoredAt' | 'serverErrors' | 'onClearDraft'> & {
  /** The values without a draft: empty, or the listing being edited. */
  base: ConsignmentFormValues;
  serverErrors: FieldError[];
};

/** The form started from the saved draft (or the base values), restarted from the base values when cleared. */
function DraftedForm({ base, serverErrors, ...props }: DraftedFormProps) {
  const [start, setStart] = useState(() => {
    const draft = readConsignmentDraft(props.scope);
    return {
      generation: 0,
      values: draft ? { ...base, ...draft.values } : base,
      restoredAt: draft?.savedAt ?? null,
      serverErrors,
    };
  });
  return (
    <ConsignmentForm
      key={start.generation}
      {...props}
      initialValues={start.values}
      restoredAt={start.restoredAt}
      serverErrors={start.serverErrors}
      onClearDraft={() => {
        clearConsignmentDraft(props.scope);
        setStart((current) => ({
          generation: current.generation + 1,
          values: base,
          restoredAt: null,
          serverErrors: [],
        }));
      }}
    />
  );
}
