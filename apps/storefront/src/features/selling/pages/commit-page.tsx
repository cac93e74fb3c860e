import type { FieldError } from '@gs/shared/envelope';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { parseQueryId } from '@gs/web/query-values';
import { Alert, Button, Checkbox, Result } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { RequireLogin } from '../../../components/require-login';
import { noticesPath, paths } from '../../../lib/paths';
import { useSubmitConsignment } from '../api/submit-consignment';
import { ConsignmentReview } from '../components/consignment-review';
import styles from '../components/selling.module.css';
import { useConsignmentSource } from '../hooks/use-consignment-source';
import { clearConsignmentDraft, type DraftScope, readConsignmentDraft } from '../utils/consignment-draft';
import { missingRequiredAttributes, toConsignmentInput } from '../utils/consignment-input';
import { consignmentFinishPath, consignmentPath } from '../utils/selling-paths';
import type { ConsignmentReturnState } from './consignment-page';

/** Refusals that need the seller's real name verified first: shown with the way to do it. */
const REAL_NAME_CODES = new Set(['REAL_NAME_REQUIRED', 'REAL_NAME_REJECTED']);

type Failure = { kind: 'realName'; message: string } | { kind: 'refused'; message: string };

function Review({ gameIdParam, listingId }: { gameIdParam: number | null; listingId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useConsignmentSource(gameIdParam, listingId);
  const [agreed, setAgreed] = useState(false);
  const [showAgreementError, setShowAgreementError] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmitConsignment();
  const agreementErrorId = useId();

  const scope: DraftScope | null = source.scope;
  const draft = scope ? readConsignmentDraft(scope) : null;
  const editing = listingId !== null;

  const submit = useExclusiveSubmit(async () => {
    if (!scope || !draft || !source.template) return;
    const input = toConsignmentInput(scope.gameId, source.template, draft.values, editing);
    if (!input) return;
    setFailure(null);
    try {
      const { credentials } = input;
      if (listingId === null && !credentials) return;
      const result = await submission.mutateAsync(
        listingId === null && credentials
          ? { kind: 'create', input: { ...input, credentials } }
          : { kind: 'update', id: listingId ?? 0, input },
      );
      setSubmitted(true);
      clearConsignmentDraft(scope);
      void navigate(consignmentFinishPath(result.id, result.number), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const state: ConsignmentReturnState = { serverErrors: error.fields as FieldError[] };
        void navigate(consignmentPath(scope.gameId, listingId), { state });
        return;
      }
      if (error instanceof ApiError && error.errorCode && REAL_NAME_CODES.has(error.errorCode)) {
        setFailure({ kind: 'realName', message: error.msg || t('commit.realName.text') });
        return;
      }
      setFailure({ kind: 'refused', message: describeError(error, t) });
    }
  });

  if (source.failed) {
    return (
      <ErrorState
        title={t('consignment.loadFailed')}
        action={<Button onClick={source.retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (source.gameId === null) {
    return (
      <Result
        status="info"
        title={t('commit.noDraft.title')}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.sale)}>
            {t('consignment.chooseGame')}
          </Button>
        }
      />
    );
  }
  if (submitted || source.pending || !source.template || !scope)
    return <LoadingState label={t('common.loading')} rows={8} />;

  const formPath = consignmentPath(source.gameId, listingId);
  if (!draft) {
    return (
      <Result
        status="info"
        title={t('commit.noDraft.title')}
        subTitle={t('commit.noDraft.text')}
        extra={
          <Button type="primary" onClick={() => void navigate(formPath)}>
            {t('commit.noDraft.action')}
          </Button>
        }
      />
    );
  }

  const input = toConsignmentInput(scope.gameId, source.template, draft.values, editing);
  const complete = input !== null && missingRequiredAttributes(source.template, draft.values).length === 0;

  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{t('commit.intro')}</p>
      {complete ? null : (
        <Alert
          type="warning"
          showIcon
          title={t('commit.incomplete.title')}
          description={t('commit.incomplete.text')}
          action={<Button onClick={() => void navigate(formPath)}>{t('commit.incomplete.action')}</Button>}
        />
      )}
      <ConsignmentReview
        template={source.template}
        values={draft.values}
        maskedLogin={draft.maskedLogin}
        editTo={formPath}
      />
      <div className={styles.agreement}>
        <Checkbox
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setShowAgreementError(false);
          }}
          aria-invalid={showAgreementError}
          aria-describedby={showAgreementError ? agreementErrorId : undefined}
        >
          {t('commit.agreement.accept')}
        </Checkbox>{' '}
        <Link to={noticesPath('jygz')} target="_blank" rel="noopener">
          {t('commit.agreement.rules')}
        </Link>
        {showAgreementError ? (
          <p id={agreementErrorId} className={styles.problem} role="alert">
            {t('commit.agreement.required')}
          </p>
        ) : null}
      </div>
      {failure?.kind === 'realName' ? (
        <Alert
          type="error"
          showIcon
          title={t('commit.realName.title')}
          description={failure.message}
          action={<Link to={paths.basicInformation}>{t('commit.realName.link')}</Link>}
        />
      ) : failure ? (
        <Alert type="error" showIcon title={t('commit.refused')} description={failure.message} />
      ) : null}
      <div className={styles.actions}>
        <Button size="large" className={styles.actionButton} onClick={() => void navigate(formPath)}>
          {t('commit.back')}
        </Button>
        <Button
          type="primary"
          size="large"
          className={styles.actionButton}
          disabled={!complete}
          loading={submission.isPending}
          onClick={() => {
            if (!agreed) {
              setShowAgreementError(true);
              return;
            }
            submit(undefined);
          }}
        >
          {editing ? t('commit.submitUpdate') : t('commit.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /pages/commit?gameId=…[&id=…]: the consignment draft for review, then submitted (POST, or PUT when editing
 * listing `id`). The draft stays until the server accepts it; refused fields send the seller back to the form.
 */
export function CommitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('route.commit')} trail={[{ label: t('route.consignment') }]}>
      <RequireLogin>
        <Review gameIdParam={parseQueryId(params.get('gameId'))} listingId={parseQueryId(params.get('id'))} />
      </RequireLogin>
    </PageFrame>
  );
}
