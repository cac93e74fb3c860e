import {
  CONSIGNMENT_DESCRIPTION_MAX,
  CONSIGNMENT_SCREENSHOTS_MAX,
  CONSIGNMENT_TITLE_MAX,
  consignmentInputSchema,
} from '@gs/shared/consignment';
import type { FieldError } from '@gs/shared/envelope';
import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { parseYuan } from '@gs/web/format-money';
import { Form, Input, Radio } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ImageUpload } from '../../../components/image-upload';
import { useCurrencyPrefix, useFormatPrice } from '../../../hooks/use-format-price';
import { type FormStep, useFormSteps } from '../hooks/use-form-steps';
import { useSellingForm } from '../hooks/use-selling-form';
import { type ConsignmentFormValues, type DraftScope, writeConsignmentDraft } from '../utils/consignment-draft';
import { COMMISSION_MIN_FEN, COMMISSION_RATE_PERCENT, commissionOf, formAttributes } from '../utils/consignment-input';
import { schemaRule } from '../utils/schema-rule';
import { AccountSection, ScreenshotsField, SellingCard } from './account-section';
import { ContactField } from './contact-field';
import styles from './selling.module.css';
import { SellingForm } from './selling-form';

const fields = consignmentInputSchema.shape;

/** On phones the form is asked in three steps (the review page is the fourth): region; the account; sale terms. */
const CONSIGNMENT_STEPS: readonly FormStep[] = [
  {
    fields: ['operatorId', 'areaId', 'serverId', 'regionNodeId'],
    cards: ['consignment-region', 'consignment-account'],
  },
  { fields: ['attrs', 'coverUrl', 'screenshots', 'realNameShotUrl'], cards: ['consignment-photos'] },
  {
    fields: ['title', 'description', 'price', 'guaranteeDocs', 'contact', 'login', 'password', 'notes'],
    cards: ['consignment-listing', 'consignment-trade', 'consignment-login'],
  },
];

export interface ConsignmentFormProps {
  gameId: number;
  template: GameTemplate;
  heroSkins: HeroSkins[];
  scope: DraftScope;
  initialValues: ConsignmentFormValues;
  /** The stored login, masked, when editing a listing; null for a new one. */
  maskedLogin: string | null;
  /** When the shown values came from a saved draft: its time. */
  restoredAt: string | null;
  /** Field errors of a refused submit, to show on their fields. */
  serverErrors: readonly FieldError[];
  onClearDraft: () => void;
  onNext: (values: ConsignmentFormValues) => void;
}

/**
 * The consignment form built from the game's template: region, every attribute, the listing's text and price,
 * photos, trade details and the game login. Every change is saved as a draft (debounced), so a reload or a
 * refused submit loses nothing; "Next" checks everything and goes on to the review.
 */
export function ConsignmentForm(props: ConsignmentFormProps) {
  const { template, heroSkins, scope, initialValues, maskedLogin, serverErrors, onNext } = props;
  const { t } = useTranslation();
  const money = useFormatPrice();
  const currency = useCurrencyPrefix();
  const editing = scope.listingId !== null;
  const write = useCallback(
    (values: ConsignmentFormValues, savedAt: string) => writeConsignmentDraft(scope, { values, maskedLogin, savedAt }),
    [scope, maskedLogin],
  );
  const { form, draft, unplaced, showFieldErrors, onLastRegionField } = useSellingForm(write, props.restoredAt);
  const steps = useFormSteps(form, CONSIGNMENT_STEPS);
  const { goTo, stepOfServerFields } = steps;
  const stepTitles = [
    t('consignment.steps.region'),
    t('consignment.steps.account'),
    t('consignment.steps.terms'),
    t('consignment.steps.review'),
  ];

  // Coming back from the review's "Edit" of one section: open the form at that section (on a phone, its step).
  const { hash } = useLocation();
  const shownStep = steps.current;
  useEffect(() => {
    // On a phone the card appears once its step is shown: look for it again then.
    if (hash && shownStep !== undefined) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash, shownStep]);

  // A submit the server refused for its fields comes back here: show each message on its field.
  useEffect(() => {
    if (serverErrors.length === 0) return;
    // On a phone, the step holding the first refused field is shown first, so its message has a field to sit under.
    const step = stepOfServerFields(serverErrors);
    if (step !== null) goTo(step);
    const timerId = setTimeout(() => showFieldErrors(serverErrors), 50);
    return () => clearTimeout(timerId);
  }, [serverErrors, showFieldErrors, stepOfServerFields, goTo]);

  const price = parseYuan(Form.useWatch('price', form) ?? '');

  return (
    <SellingForm<ConsignmentFormValues>
      form={form}
      label={t('consignment.formLabel')}
      initialValues={initialValues}
      onValuesChange={draft.schedule}
      onFinish={() => {
        draft.save();
        onNext(form.getFieldsValue(true));
      }}
      unplaced={unplaced}
      draft={draft}
      onClearDraft={props.onClearDraft}
      submit={{ label: t('consignment.next') }}
      steps={
        steps.current === null
          ? undefined
          : {
              current: steps.current,
              count: steps.count,
              titles: stepTitles,
              onNext: () => void steps.next(),
              onBack: steps.back,
            }
      }
      onFinishFailed={({ errorFields }) => {
        const step = errorFields[0] ? steps.stepOfName(errorFields[0].name) : null;
        if (steps.current !== null && step !== null && step !== steps.current) goTo(step);
      }}
    >
      <AccountSection
        idPrefix="consignment"
        template={template}
        heroSkins={heroSkins}
        attributes={formAttributes(template)}
        titles={{
          account: t('consignment.sections.account', { game: template.game.name }),
          login: t('consignment.sections.login'),
          region: t('consignment.sections.region', { game: template.game.name }),
        }}
        steps={{ region: 1, account: 2, login: 3 }}
        region={{ form, onLastFieldChange: onLastRegionField }}
        credentials={{ editing, maskedLogin }}
      >
        <SellingCard id="consignment-listing" title={t('consignment.sections.listing')} step={3}>
          <Form.Item
            name="title"
            validateFirst
            label={t('consignment.title.label')}
            rules={[
              { required: true, message: t('consignment.title.required') },
              schemaRule(fields.title, t('consignment.title.min')),
            ]}
          >
            <Input maxLength={CONSIGNMENT_TITLE_MAX} showCount placeholder={t('consignment.title.placeholder')} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('consignment.description.label')}
            rules={[schemaRule(fields.description, t('consignment.description.max'))]}
          >
            <Input.TextArea
              rows={4}
              maxLength={CONSIGNMENT_DESCRIPTION_MAX}
              showCount
              placeholder={t('consignment.description.placeholder')}
            />
          </Form.Item>
          <Form.Item
            name="price"
            validateFirst
            label={t('consignment.price.label')}
            rules={[
              { required: true, message: t('consignment.price.required') },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value) return;
                  const fen = parseYuan(value);
                  if (fen === null) throw new Error(t('consignment.price.invalid'));
                  if (!fields.priceFen.safeParse(fen).success) throw new Error(t('consignment.price.range'));
                },
              },
            ]}
            extra={
              price !== null && price > 0
                ? t('consignment.price.proceeds', {
                    commission: money(commissionOf(price)),
                    proceeds: money(price - commissionOf(price)),
                  })
                : t('consignment.price.commissionRule', {
                    rate: COMMISSION_RATE_PERCENT,
                    min: money(COMMISSION_MIN_FEN),
                  })
            }
          >
            <Input
              prefix={currency}
              inputMode="decimal"
              maxLength={13}
              placeholder={t('consignment.price.placeholder')}
            />
          </Form.Item>
        </SellingCard>

        <SellingCard id="consignment-photos" title={t('consignment.sections.photos')} step={2}>
          <Form.Item
            name="coverUrl"
            label={t('consignment.cover.label')}
            rules={[{ required: true, message: t('consignment.cover.required') }]}
            validateTrigger="onChange"
          >
            <ImageUpload label={t('consignment.cover.tile')} />
          </Form.Item>
          <ScreenshotsField
            max={CONSIGNMENT_SCREENSHOTS_MAX}
            label={t('consignment.screenshots.label')}
            hint={t('consignment.screenshots.hint')}
          />
          <Form.Item
            name="realNameShotUrl"
            label={t('consignment.realNameShot.label')}
            rules={[{ required: true, message: t('consignment.realNameShot.required') }]}
            validateTrigger="onChange"
            extra={t('consignment.realNameShot.hint')}
          >
            {/* Who the account is registered to: a private upload, seen only by the seller and (audited) staff. */}
            <ImageUpload label={t('consignment.realNameShot.tile')} privatePurpose="selling-proof" />
          </Form.Item>
        </SellingCard>

        <SellingCard id="consignment-trade" title={t('consignment.sections.trade')} step={3}>
          <Form.Item
            name="guaranteeDocs"
            label={t('consignment.guaranteeDocs.label')}
            rules={[{ required: true, message: t('consignment.guaranteeDocs.required') }]}
            validateTrigger="onChange"
            extra={t('consignment.guaranteeDocs.hint')}
          >
            <Radio.Group
              className={styles.radios}
              options={[
                { value: true, label: t('consignment.guaranteeDocs.yes') },
                { value: false, label: t('consignment.guaranteeDocs.no') },
              ]}
            />
          </Form.Item>
          <ContactField />
        </SellingCard>
      </AccountSection>
    </SellingForm>
  );
}
