import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { type RecycleQuote, recycleQuoteSchema } from '@gs/shared/recycle';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { toSafeHref } from '@gs/web/safe-href';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Checkbox, Form } from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { noticesPath, paths } from '../../../lib/paths';
import { useRecycleQuote } from '../api/get-recycle-quote';
import { recycleKeys } from '../api/recycle-keys';
import { useSubmitRecycle } from '../api/submit-recycle';
import { useSellingForm } from '../hooks/use-selling-form';
import type { DraftScope } from '../utils/consignment-draft';
import { clearRecycleDraft, type RecycleFormValues, writeRecycleDraft } from '../utils/recycle-draft';
import {
  missingRecycleAttributes,
  recycleFormAttributes,
  toRecycleAttributes,
  toRecycleInput,
} from '../utils/recycle-input';
import { recycleFinishPath } from '../utils/selling-paths';
import { AccountSection, SellingCard } from './account-section';
import { ContactField } from './contact-field';
import { RecycleQuotePanel } from './recycle-quote-panel';
import styles from './selling.module.css';
import { SellingForm } from './selling-form';

/** How long the attributes must stay unchanged before a new quote is asked for. */
export const QUOTE_DELAY_MS = 400;

/** Refusals that need the seller's real name verified first: shown with the way to do it. */
const REAL_NAME_CODES = new Set(['REAL_NAME_REQUIRED', 'REAL_NAME_REJECTED']);

type Failure = { kind: 'realName'; message: string; link: string } | { kind: 'refused'; message: string };

export interface RecycleFormProps {
  template: GameTemplate;
  heroSkins: HeroSkins[];
  scope: DraftScope;
  initialValues: RecycleFormValues;
  /** When the shown values came from a saved draft: its time. */
  restoredAt: string | null;
  /** The game's lowest and highest quote (from the recycle games), shown before the first quote. */
  range: { minFen: number; maxFen: number } | null;
  onClearDraft: () => void;
}

/** The new quote a 409 carries beside the envelope, or null when it carries none. */
function changedQuoteOf(error: unknown): RecycleQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = recycleQuoteSchema.safeParse(error.extra.quote);
  return parsed.success ? parsed.data : null;
}

/**
 * The quick-recycle form: the game's recycle-form attributes with the quote worked out as they change (debounced),
 * then the region (optional), contact and game login. "Sell for ¥X" asks first, naming the price; a quote that
 * changed meanwhile (409) is shown and asked again. Everything typed is kept as a draft (credentials in the tab's
 * sessionStorage only).
 */
export function RecycleForm({
  template,
  heroSkins,
  scope,
  initialValues,
  restoredAt,
  range,
  onClearDraft,
}: RecycleFormProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gameId = template.game.id;
  const attributes = useMemo(() => recycleFormAttributes(template), [template]);
  const money = useFormatPrice();

  const write = useCallback(
    (values: RecycleFormValues, savedAt: string) => writeRecycleDraft(scope, values, savedAt),
    [scope],
  );
  const { form, draft, unplaced, setUnplaced, showFieldErrors, onLastRegionField } = useSellingForm(write, restoredAt);

  // The quote follows the attributes: their stored shape as text (a stable key), settled for QUOTE_DELAY_MS.
  const watched = Form.useWatch('attrs', form) as RecycleFormValues['attrs'] | undefined;
  const attrsText = JSON.stringify(toRecycleAttributes(attributes, watched ?? initialValues.attrs));
  const settledText = useDebouncedValue(attrsText, QUOTE_DELAY_MS);
  const settledAttrs = useMemo(() => JSON.parse(settledText) as Record<string, never>, [settledText]);
  const missing = missingRecycleAttributes(attributes, settledAttrs);
  const quoteInput = useMemo(() => ({ gameId, attrs: settledAttrs }), [gameId, settledAttrs]);
  const quote = useRecycleQuote(missing.length === 0 ? quoteInput : null);
  const typing = attrsText !== settledText;
  // The quote of exactly the values on screen, ready to be accepted.
  const currentQuote = !typing && !quote.isPlaceholderData && quote.isSuccess ? quote.data : undefined;
  const quoteError = quote.isError && !quote.isFetching ? describeError(quote.error, t) : null;

  const [agreed, setAgreed] = useState(false);
  const [showAgreementError, setShowAgreementError] = useState(false);
  const agreementErrorId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [changedTo, setChangedTo] = useState<number | null>(null);
  const [noQuote, setNoQuote] = useState(false);
  const submission = useSubmitRecycle();

  /** Sends the request at `quoteFen`; a changed quote is put on screen and asked about again. */
  const send = async (quoteFen: number) => {
    const values = form.getFieldsValue(true);
    const input = toRecycleInput(gameId, attributes, values, quoteFen);
    if (!input) return;
    setFailure(null);
    setUnplaced([]);
    try {
      const result = await submission.mutateAsync(input);
      draft.cancel();
      clearRecycleDraft(scope);
      void navigate(recycleFinishPath(result.id, result.number), { replace: true });
    } catch (error) {
      const changed = changedQuoteOf(error);
      if (changed) {
        queryClient.setQueryData(recycleKeys.quote({ gameId, attrs: input.attrs }), changed);
        setChangedTo(changed.quoteFen);
        ask(changed.quoteFen, true);
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        showFieldErrors(error.fields);
        return;
      }
      if (error instanceof ApiError && error.errorCode && REAL_NAME_CODES.has(error.errorCode)) {
        const link = toSafeHref(typeof error.extra.link === 'string' ? error.extra.link : null);
        setFailure({
          kind: 'realName',
          message: error.msg || t('quickRecycle.realName.text'),
          link: link?.startsWith('/') ? link : paths.basicInformation,
        });
        return;
      }
      setFailure({ kind: 'refused', message: describeError(error, t) });
    }
  };

  /** The confirmation naming the price; after a 409 it says the quote changed. */
  const ask = (quoteFen: number, changed: boolean) => {
    const amount = money(quoteFen);
    modal.confirm({
      title: changed ? t('quickRecycle.confirm.changedTitle', { amount }) : t('quickRecycle.confirm.title', { amount }),
      content: t('quickRecycle.confirm.content', { amount }),
      okText: t('quickRecycle.confirm.ok'),
      cancelText: t('quickRecycle.confirm.back'),
      // The dialog's button spins until the call is done; what went wrong is shown on the page.
      onOk: () => send(quoteFen),
    });
  };

  const shownQuote = quote.data;
  const submitLabel =
    missing.length === 0 && shownQuote
      ? t('quickRecycle.submit', { amount: money(shownQuote.quoteFen) })
      : t('quickRecycle.submitNoQuote');

  return (
    <SellingForm<RecycleFormValues>
      form={form}
      label={t('quickRecycle.formLabel')}
      initialValues={initialValues}
      onValuesChange={(changed: Partial<RecycleFormValues>) => {
        draft.schedule();
        if ('attrs' in changed) {
          setChangedTo(null);
          setNoQuote(false);
        }
      }}
      onFinishFailed={() => {
        if (!agreed) setShowAgreementError(true);
      }}
      onFinish={() => {
        draft.save();
        if (!agreed) {
          setShowAgreementError(true);
          return;
        }
        if (!currentQuote) {
          setNoQuote(true);
          return;
        }
        setNoQuote(false);
        ask(currentQuote.quoteFen, false);
      }}
      unplaced={unplaced}
      draft={draft}
      onClearDraft={onClearDraft}
      submit={{
        label: submitLabel,
        disabled: missing.length === 0 && (typing || quote.isFetching),
        loading: submission.isPending,
      }}
    >
      <AccountSection
        idPrefix="recycle"
        template={template}
        heroSkins={heroSkins}
        attributes={attributes}
        titles={{
          account: t('quickRecycle.sections.account', { game: template.game.name }),
          login: t('quickRecycle.sections.login'),
        }}
        region={{
          form,
          onLastFieldChange: onLastRegionField,
          optional: true,
          card: { title: t('quickRecycle.sections.region'), hint: t('quickRecycle.regionHint') },
        }}
        afterAccount={
          <>
            {changedTo !== null ? (
              <Alert
                type="warning"
                showIcon
                role="alert"
                title={t('quickRecycle.quote.changed', { amount: money(changedTo) })}
              />
            ) : null}
            <RecycleQuotePanel
              quote={missing.length === 0 ? shownQuote : undefined}
              missing={missing.map((attribute) => attribute.name)}
              updating={typing || quote.isFetching}
              error={quoteError}
              onRetry={() => void quote.refetch()}
              range={range}
            />
          </>
        }
      >
        <SellingCard id="recycle-contact" title={t('quickRecycle.sections.contact')}>
          <ContactField />
        </SellingCard>
      </AccountSection>

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
          {t('quickRecycle.agreement.accept')}
        </Checkbox>{' '}
        <Link to={noticesPath('jygz')} target="_blank" rel="noopener">
          {t('quickRecycle.agreement.rules')}
        </Link>
        {showAgreementError ? (
          <p id={agreementErrorId} className={styles.problem} role="alert">
            {t('quickRecycle.agreement.required')}
          </p>
        ) : null}
      </div>

      {noQuote ? <Alert type="warning" showIcon role="alert" title={t('quickRecycle.noQuote')} /> : null}
      {failure?.kind === 'realName' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('quickRecycle.realName.title')}
          description={failure.message}
          action={<Link to={failure.link}>{t('quickRecycle.realName.link')}</Link>}
        />
      ) : failure ? (
        <Alert type="error" showIcon role="alert" title={t('quickRecycle.refused')} description={failure.message} />
      ) : null}
    </SellingForm>
  );
}
