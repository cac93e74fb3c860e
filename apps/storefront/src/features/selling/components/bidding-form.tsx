import { BID_PRICE_MAX_FEN, BID_PRICE_MIN_FEN, BID_SCREENSHOTS_MAX } from '@gs/shared/bidding';
import type { FieldError } from '@gs/shared/envelope';
import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import { parseYuan } from '@gs/web/format-money';
import { App, Checkbox, Form, Input, Select } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrencyPrefix, useFormatPrice } from '../../../hooks/use-format-price';
import { noticesPath } from '../../../lib/paths';
import { useSellingForm } from '../hooks/use-selling-form';
import {
  BID_DEADLINE_DAYS,
  BID_DEADLINE_DAYS_DEFAULT,
  type BiddingFormValues,
  writeBiddingDraft,
} from '../utils/bidding-draft';
import { biddingFieldOf, recycleAttributes } from '../utils/bidding-input';
import type { DraftScope } from '../utils/consignment-draft';
import { AccountSection, ScreenshotsField, SellingCard } from './account-section';
import styles from './bidding.module.css';
import { ContactField } from './contact-field';
import { SellingForm } from './selling-form';

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
  const { t } = useTranslation();
  const money = useFormatPrice();
  const currency = useCurrencyPrefix();
  const { modal } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const write = useCallback(
    (values: BiddingFormValues, savedAt: string) => writeBiddingDraft(scope, values, savedAt),
    [scope],
  );
  const { form, draft, unplaced, setUnplaced, showFieldErrors, onLastRegionField } = useSellingForm(
    write,
    props.restoredAt,
  );
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
              : t('bidding.confirm.expected', { price: money(expectedFen) })}
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
          if (refused.length > 0) showFieldErrors(refused, biddingFieldOf);
        } finally {
          setSubmitting(false);
        }
      },
    });
  };

  const attributes = recycleAttributes(template);

  return (
    <SellingForm<BiddingFormValues>
      form={form}
      label={t('bidding.formLabel')}
      initialValues={{ deadlineDays: BID_DEADLINE_DAYS_DEFAULT, ...initialValues }}
      onValuesChange={draft.schedule}
      onFinish={confirmAndSubmit}
      intro={<p className={styles.hint}>{t('bidding.intro')}</p>}
      unplaced={unplaced}
      draft={draft}
      onClearDraft={props.onClearDraft}
      submit={{ label: t('bidding.submit'), loading: submitting }}
    >
      <AccountSection
        idPrefix="bidding"
        template={template}
        heroSkins={heroSkins}
        attributes={attributes}
        titles={{
          account: t('bidding.sections.account', { game: template.game.name }),
          login: t('bidding.sections.login'),
        }}
        region={{ form, onLastFieldChange: onLastRegionField }}
      >
        <SellingCard id="bidding-photos" title={t('bidding.sections.photos')}>
          <ScreenshotsField
            max={BID_SCREENSHOTS_MAX}
            label={t('bidding.screenshots.label')}
            hint={t('bidding.screenshots.hint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('bidding.screenshots.required') }]}
          />
        </SellingCard>

        <SellingCard id="bidding-terms" title={t('bidding.sections.terms')}>
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
            <Input
              prefix={currency}
              inputMode="decimal"
              maxLength={13}
              placeholder={t('bidding.expectedPrice.placeholder')}
            />
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
        </SellingCard>
      </AccountSection>

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
    </SellingForm>
  );
}
