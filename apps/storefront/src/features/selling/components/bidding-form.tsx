import { BID_PRICE_MAX_FEN, BID_PRICE_MIN_FEN, BID_SCREENSHOTS_MAX } from '@gs/shared/bidding';
import type { FieldError } from '@gs/shared/envelope';
import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { formatPrice, parseYuan } from '@gs/web/format-money';
import { Alert, App, Button, Checkbox, Form, type FormInstance, Input, Select } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { noticesPath } from '../../../lib/paths';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import {
  BID_DEADLINE_DAYS,
  BID_DEADLINE_DAYS_DEFAULT,
  type BiddingFormValues,
  writeBiddingDraft,
} from '../utils/bidding-draft';
import { groupBiddingFieldErrors, recycleAttributes } from '../utils/bidding-input';
import type { DraftScope } from '../utils/consignment-draft';
import { AttributeField } from './attribute-field';
import styles from './bidding.module.css';
import { ContactField } from './contact-field';
import { DraftControls } from './draft-controls';
import { GameLoginFields } from './game-login-fields';
import { RegionFields } from './region-fields';
import { ScreenshotsUpload } from './screenshots-upload';

export interface BiddingFormProps {
  template: GameTemplate;
  heroSkins: HeroSkins[];
  scope: DraftScope;
  initialValues: BiddingFormValues;
  /** When the shown values came from a saved draft: its time. */
  restoredAt: string | null;
  /** A refusal to show above the submit button (real name missing, the server's message). */
  failure: ReactNode;
  onClearDraft: () => void;
  /** Submits after the seller confirmed; answers the field errors of a refusal, to put under their fields. */
  onSubmit: (values: BiddingFormValues) => Promise<readonly FieldError[]>;
}

/** The deadline choices as select options ("1 day", "3 days"). */
function useDeadlineOptions() {
  const { t } = useTranslation();
  return BID_DEADLINE_DAYS.map((days) => ({
    value: days,
    label: days === 1 ? t('bidding.deadline.oneDay') : t('bidding.deadline.days', { count: days }),
  }));
}

/**
 * The price-competition form: region and the template's recycle attributes, screenshots, the expected price and
 * bidding period, contact and game login, the agreement. Every change is saved as a draft (credentials only for
 * this tab); "Submit for bidding" checks everything and asks for confirmation before it posts.
 */
export function BiddingForm(props: BiddingFormProps) {
  const { template, heroSkins, scope, initialValues, failure, onSubmit } = props;
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<BiddingFormValues>();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const lastRegionField = useRef<'areaId' | 'serverId'>('areaId');
  const onLastRegionField = useCallback((field: 'areaId' | 'serverId') => {
    lastRegionField.current = field;
  }, []);
  const write = useCallback(
    (savedAt: string) => writeBiddingDraft(scope, form.getFieldsValue(true), savedAt),
    [form, scope],
  );
  const draft = useDraftAutosave(write, props.restoredAt);
  const deadlineOptions = useDeadlineOptions();

  const confirmAndSubmit = (values: BiddingFormValues) => {
    draft.save();
    const days = values.deadlineDays ?? BID_DEADLINE_DAYS_DEFAULT;
    const expectedFen = parseYuan(values.expectedPrice ?? '');
    modal.confirm({
      title: t('bidding.confirm.title'),
      content: (
        <>
          <p>{t('bidding.confirm.period', { period: deadlineOptions.find((o) => o.value === days)?.label ?? '' })}</p>
          <p>
            {expectedFen === null
              ? t('bidding.confirm.noExpected')
              : t('bidding.confirm.expected', { price: formatPrice(expectedFen, i18n.language) })}
          </p>
          <p>{t('bidding.confirm.after')}</p>
        </>
      ),
      okText: t('bidding.confirm.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setSubmitting(true);
        setUnplaced([]);
        try {
          const refused = await onSubmit(form.getFieldsValue(true));
          if (refused.length === 0) return;
          const { placed, unplaced: rest } = groupBiddingFieldErrors(refused, lastRegionField.current);
          // The server names fields as strings; the typed instance only knows this form's own names.
          (form as FormInstance).setFields(placed);
          setUnplaced(rest);
          const first = placed[0];
          if (first) form.scrollToField(first.name, { block: 'center' });
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  const attributes = recycleAttributes(template);

  return (
    <Form<BiddingFormValues>
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger="onBlur"
      initialValues={{ deadlineDays: BID_DEADLINE_DAYS_DEFAULT, ...initialValues }}
      onValuesChange={draft.schedule}
      scrollToFirstError={{ block: 'center' }}
      onFinish={confirmAndSubmit}
      className={styles.form}
      aria-label={t('bidding.formLabel')}
    >
      <p className={styles.hint}>{t('bidding.intro')}</p>
      {unplaced.length > 0 ? <Alert type="error" showIcon title={unplaced.join(' ')} /> : null}

      <section className={styles.card} aria-labelledby="bidding-account">
        <h2 id="bidding-account" className={styles.cardTitle}>
          {t('bidding.sections.account', { game: template.game.name })}
        </h2>
        <RegionFields
          form={form}
          gameId={template.game.id}
          gameType={template.game.type}
          onLastFieldChange={onLastRegionField}
        />
        {attributes.map((attribute) => (
          <AttributeField key={attribute.id} attribute={attribute} heroSkins={heroSkins} />
        ))}
      </section>

      <section className={styles.card} aria-labelledby="bidding-photos">
        <h2 id="bidding-photos" className={styles.cardTitle}>
          {t('bidding.sections.photos')}
        </h2>
        <Form.Item
          name="screenshots"
          label={t('bidding.screenshots.label')}
          validateTrigger="onChange"
          rules={[{ required: true, type: 'array', min: 1, message: t('bidding.screenshots.required') }]}
          extra={t('bidding.screenshots.hint')}
        >
          <ScreenshotsUpload max={BID_SCREENSHOTS_MAX} />
        </Form.Item>
      </section>

      <section className={styles.card} aria-labelledby="bidding-terms">
        <h2 id="bidding-terms" className={styles.cardTitle}>
          {t('bidding.sections.terms')}
        </h2>
        <Form.Item
          name="expectedPrice"
          label={t('bidding.expectedPrice.label')}
          extra={t('bidding.expectedPrice.hint')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                const fen = parseYuan(value);
                if (fen === null) throw new Error(t('bidding.expectedPrice.invalid'));
                if (fen < BID_PRICE_MIN_FEN || fen > BID_PRICE_MAX_FEN) {
                  throw new Error(t('bidding.expectedPrice.range'));
                }
              },
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" maxLength={13} placeholder={t('bidding.expectedPrice.placeholder')} />
        </Form.Item>
        <Form.Item
          name="deadlineDays"
          label={t('bidding.deadline.label')}
          extra={t('bidding.deadline.hint')}
          rules={[{ required: true, message: t('bidding.deadline.required') }]}
          validateTrigger="onChange"
        >
          <Select<number> options={deadlineOptions} />
        </Form.Item>
        <ContactField />
      </section>

      <section className={styles.card} aria-labelledby="bidding-login">
        <h2 id="bidding-login" className={styles.cardTitle}>
          {t('bidding.sections.login')}
        </h2>
        <GameLoginFields />
      </section>

      <div className={styles.agreement}>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          validateTrigger="onChange"
          rules={[
            {
              validator: async (_rule, value: boolean | undefined) => {
                if (!value) throw new Error(t('bidding.agreement.required'));
              },
            },
          ]}
        >
          <Checkbox>{t('bidding.agreement.accept')}</Checkbox>
        </Form.Item>
        <Link to={noticesPath('jygz')} target="_blank" rel="noopener">
          {t('bidding.agreement.rules')}
        </Link>
      </div>

      {failure}

      <div className={styles.actions}>
        <DraftControls
          savedAt={draft.savedAt}
          onClear={() => {
            draft.cancel();
            props.onClearDraft();
          }}
        />
        <Button type="primary" size="large" htmlType="submit" loading={submitting} className={styles.actionButton}>
          {t('bidding.submit')}
        </Button>
      </div>
    </Form>
  );
}
