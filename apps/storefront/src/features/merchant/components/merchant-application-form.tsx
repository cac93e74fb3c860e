import {
  MERCHANT_GAMES_MAX,
  MERCHANT_NOTE_MAX,
  type MerchantApplication,
  type MerchantKind,
  type MerchantVolume,
  merchantVolumes,
} from '@gs/shared/merchant-application';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { useGames } from '../../../lib/get-games';
import { useSubmitMerchantApplication } from '../api/submit-merchant-application';
import styles from './merchant.module.css';

export interface MerchantFormValues {
  kind: MerchantKind;
  companyName?: string;
  realName?: string;
  contactName?: string;
  phone?: string;
  qq?: string;
  wechat?: string;
  licenceImage?: string;
  idFrontImage?: string;
  idBackImage?: string;
  gameIds?: number[];
  monthlyVolume?: MerchantVolume;
  note?: string;
}

/** The form's starting values from a rejected application (documents are uploaded again: their references stay private). */
export function valuesFromApplication(application: MerchantApplication): MerchantFormValues {
  return {
    kind: application.kind,
    companyName: application.companyName ?? undefined,
    realName: application.realName ?? undefined,
    contactName: application.contactName,
    phone: application.phone,
    qq: application.qq ?? undefined,
    wechat: application.wechat ?? undefined,
    gameIds: application.gameIds,
    monthlyVolume: application.monthlyVolume,
    note: application.note ?? undefined,
  };
}

/**
 * The merchant application: company (name and business licence) or individual (real name and both ID card sides,
 * uploaded privately), contact, games of interest, expected volume and a note. What was typed stays after a failed
 * submit; server field errors show at their fields.
 */
export function MerchantApplicationForm({ initialValues }: { initialValues?: MerchantFormValues }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MerchantFormValues>();
  const kind = Form.useWatch('kind', form) ?? initialValues?.kind ?? 'individual';
  const games = useGames();
  const submit = useSubmitMerchantApplication();
  const { onFinish, error } = useFormSubmit(form, async (values: MerchantFormValues) => {
    await submit.mutateAsync({
      kind: values.kind,
      companyName: values.kind === 'company' ? values.companyName : undefined,
      realName: values.kind === 'individual' ? values.realName : undefined,
      contactName: values.contactName ?? '',
      phone: values.phone ?? '',
      qq: values.qq || undefined,
      wechat: values.wechat || undefined,
      licenceImage: values.kind === 'company' ? values.licenceImage : undefined,
      idFrontImage: values.kind === 'individual' ? values.idFrontImage : undefined,
      idBackImage: values.kind === 'individual' ? values.idBackImage : undefined,
      gameIds: values.gameIds ?? [],
      monthlyVolume: values.monthlyVolume ?? 'lt10',
      note: values.note || undefined,
    });
    void message.success(t('merchant.submitted'));
  });
  const required = (message: string) => ({ required: true, whitespace: true, message });

  return (
    <Form<MerchantFormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ kind: 'individual', ...initialValues }}
      onFinish={onFinish}
      aria-label={t('merchant.form.title')}
      scrollToFirstError
    >
      <FormErrorAlert error={error} />
      <Form.Item name="kind" label={t('merchant.form.kind')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'individual', label: t('merchant.kinds.individual') },
            { value: 'company', label: t('merchant.kinds.company') },
          ]}
        />
      </Form.Item>
      {kind === 'company' ? (
        <Form.Item
          name="companyName"
          label={t('merchant.form.companyName')}
          rules={[required(t('merchant.form.companyNameRequired'))]}
        >
          <Input maxLength={60} autoComplete="organization" />
        </Form.Item>
      ) : (
        <Form.Item
          name="realName"
          label={t('merchant.form.realName')}
          rules={[required(t('merchant.form.realNameRequired'))]}
        >
          <Input maxLength={30} autoComplete="name" />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contactName"
            label={t('merchant.form.contactName')}
            rules={[required(t('merchant.form.contactNameRequired'))]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('merchant.form.phone')}
            validateFirst
            rules={[
              required(t('merchant.form.phoneRequired')),
              { pattern: /^1[3-9]\d{9}$/, message: t('merchant.form.phoneInvalid') },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="qq"
            label={t('merchant.form.qq')}
            rules={[{ pattern: /^[1-9]\d{4,11}$/, message: t('merchant.form.qqInvalid') }]}
          >
            <Input maxLength={12} inputMode="numeric" placeholder={t('merchant.form.optional')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="wechat"
            label={t('merchant.form.wechat')}
            rules={[
              { pattern: /^(?:[A-Za-z][-_A-Za-z0-9]{5,19}|1[3-9]\d{9})$/, message: t('merchant.form.wechatInvalid') },
            ]}
          >
            <Input maxLength={20} placeholder={t('merchant.form.optional')} />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'company' ? (
        <Form.Item
          name="licenceImage"
          label={t('merchant.documents.licence')}
          rules={[{ required: true, message: t('merchant.form.licenceRequired') }]}
          extra={t('merchant.form.documentsPrivate')}
        >
          <ImageUpload label={t('merchant.form.uploadLicence')} privatePurpose="merchant-doc" />
        </Form.Item>
      ) : (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="idFrontImage"
              label={t('merchant.documents.idFront')}
              rules={[{ required: true, message: t('merchant.form.idFrontRequired') }]}
            >
              <ImageUpload label={t('merchant.form.uploadIdFront')} privatePurpose="merchant-doc" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="idBackImage"
              label={t('merchant.documents.idBack')}
              rules={[{ required: true, message: t('merchant.form.idBackRequired') }]}
            >
              <ImageUpload label={t('merchant.form.uploadIdBack')} privatePurpose="merchant-doc" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <p className={styles.muted}>{t('merchant.form.documentsPrivate')}</p>
          </Col>
        </Row>
      )}
      <Form.Item
        name="gameIds"
        label={t('merchant.form.games')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('merchant.form.gamesRequired') },
          { type: 'array', max: MERCHANT_GAMES_MAX, message: t('merchant.form.gamesMax', { max: MERCHANT_GAMES_MAX }) },
        ]}
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={games.isPending}
          placeholder={t('merchant.form.gamesPlaceholder')}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          notFoundContent={games.isError ? t('merchant.form.gamesFailed') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="monthlyVolume"
        label={t('merchant.form.volume')}
        rules={[{ required: true, message: t('merchant.form.volumeRequired') }]}
      >
        <Radio.Group
          options={merchantVolumes.map((volume) => ({ value: volume, label: t(`merchant.volumes.${volume}`) }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('merchant.form.note')}>
        <Input.TextArea
          rows={4}
          maxLength={MERCHANT_NOTE_MAX}
          showCount
          placeholder={t('merchant.form.notePlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
        {t('merchant.form.submit')}
      </Button>
    </Form>
  );
}
