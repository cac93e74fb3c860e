import {
  CONSIGNMENT_DESCRIPTION_MAX,
  CONSIGNMENT_SCREENSHOTS_MAX,
  CONSIGNMENT_TITLE_MAX,
  consignmentInputSchema,
} from '@gs/shared/consignment';
import type { FieldError } from '@gs/shared/envelope';
import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ImageUpload } from '../../../components/image-upload';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { type ConsignmentFormValues, type DraftScope, writeConsignmentDraft } from '../utils/consignment-draft';
import { applyConsignmentFieldErrors } from '../utils/consignment-field-errors';
import { COMMISSION_MIN_FEN, COMMISSION_RATE_PERCENT, commissionOf, formAttributes } from '../utils/consignment-input';
import { schemaRule } from '../utils/schema-rule';
import { AttributeField } from './attribute-field';
import styles from './consignment-form.module.css';
import { ContactField } from './contact-field';
import { DraftControls } from './draft-controls';
import { GameLoginFields } from './game-login-fields';
import { RegionFields } from './region-fields';
import { ScreenshotsUpload } from './screenshots-upload';

const fields = consignmentInputSchema.shape;

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
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ConsignmentFormValues>();
  const editing = scope.listingId !== null;
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const lastRegionField = useRef<'areaId' | 'serverId'>('areaId');
  const onLastRegionField = useCallback((field: 'areaId' | 'serverId') => {
    lastRegionField.current = field;
  }, []);

  const writeDraft = useCallback(
    (savedAt: string) => writeConsignmentDraft(scope, { values: form.getFieldsValue(true), maskedLogin, savedAt }),
    [form, scope, maskedLogin],
  );
  const draft = useDraftAutosave(writeDraft, props.restoredAt);

  // Coming back from the review's "Edit" of one section: open the form at that section.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  // A submit the server refused for its fields comes back here: show each message on its field.
  useEffect(() => {
    if (serverErrors.length === 0) return;
    const timerId = setTimeout(() => {
      setUnplaced(applyConsignmentFieldErrors(form, serverErrors, lastRegionField.current));
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center' });
    }, 0);
    return () => clearTimeout(timerId);
  }, [form, serverErrors]);

  const price = parseYuan(Form.useWatch('price', form) ?? '');

  return (
    <Form<ConsignmentFormValues>
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      initialValues={initialValues}
      onValuesChange={draft.schedule}
      scrollToFirstError={{ block: 'center' }}
      onFinish={() => {
        draft.save();
        onNext(form.getFieldsValue(true));
      }}
      className={styles.form}
      aria-label={t('consignment.formLabel')}
    >
      {unplaced.length > 0 ? <Alert type="error" showIcon title={unplaced.join(' ')} className={styles.alert} /> : null}

      <section className={styles.card} aria-labelledby="consignment-account">
        <h2 id="consignment-account" className={styles.cardTitle}>
          {t('consignment.sections.account', { game: template.game.name })}
        </h2>
        <RegionFields
          form={form}
          gameId={template.game.id}
          gameType={template.game.type}
          onLastFieldChange={onLastRegionField}
        />
        {formAttributes(template).map((attribute) => (
          <AttributeField key={attribute.id} attribute={attribute} heroSkins={heroSkins} />
        ))}
      </section>

      <section className={styles.card} aria-labelledby="consignment-listing">
        <h2 id="consignment-listing" className={styles.cardTitle}>
          {t('consignment.sections.listing')}
        </h2>
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
                  commission: formatPrice(commissionOf(price), i18n.language),
                  proceeds: formatPrice(price - commissionOf(price), i18n.language),
                })
              : t('consignment.price.commissionRule', {
                  rate: COMMISSION_RATE_PERCENT,
                  min: formatPrice(COMMISSION_MIN_FEN, i18n.language),
                })
          }
        >
          <Input prefix="¥" inputMode="decimal" maxLength={13} placeholder={t('consignment.price.placeholder')} />
        </Form.Item>
      </section>

      <section className={styles.card} aria-labelledby="consignment-photos">
        <h2 id="consignment-photos" className={styles.cardTitle}>
          {t('consignment.sections.photos')}
        </h2>
        <Form.Item
          name="coverUrl"
          label={t('consignment.cover.label')}
          rules={[{ required: true, message: t('consignment.cover.required') }]}
          validateTrigger="onChange"
        >
          <ImageUpload label={t('consignment.cover.tile')} />
        </Form.Item>
        <Form.Item
          name="screenshots"
          label={t('consignment.screenshots.label')}
          validateTrigger="onChange"
          extra={t('consignment.screenshots.hint')}
        >
          <ScreenshotsUpload max={CONSIGNMENT_SCREENSHOTS_MAX} />
        </Form.Item>
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
      </section>

      <section className={styles.card} aria-labelledby="consignment-trade">
        <h2 id="consignment-trade" className={styles.cardTitle}>
          {t('consignment.sections.trade')}
        </h2>
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
      </section>

      <section className={styles.card} aria-labelledby="consignment-login">
        <h2 id="consignment-login" className={styles.cardTitle}>
          {t('consignment.sections.login')}
        </h2>
        <GameLoginFields editing={editing} maskedLogin={maskedLogin} />
      </section>

      <div className={styles.actions}>
        <DraftControls
          savedAt={draft.savedAt}
          onClear={() => {
            draft.cancel();
            props.onClearDraft();
          }}
        />
        <Button type="primary" size="large" htmlType="submit" className={styles.actionButton}>
          {t('consignment.next')}
        </Button>
      </div>
    </Form>
  );
}
