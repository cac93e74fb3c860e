import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRICE_MARKUP_PERCENT_MAX,
  QQ_GROUPS_MAX,
  type QqGroupInput,
  SERVICE_CONTACTS_MAX,
  SHOP_NAME_MAX,
  type ShopSettings,
  type ShopSettingsInput,
} from '@gs/shared/staff-settings';
import type { AmountLabel, Locale } from '@gs/shared/tenant';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ColorPicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../../lib/get-games';
import type { EditableSection } from '../api/update-settings';
import { HotSearchesField } from './hot-searches-field';
import { LogoUpload } from './logo-upload';
import { SectionForm } from './section-form';
import { ThemePicker } from './theme-picker';
import { useSectionForm } from './use-section-form';

interface ShopValues {
  name: string;
  logoUrl: string;
  useTheme: number;
  primaryColor: string;
  defaultLocale: Locale;
  hotSearches: string[];
  hotSearchesEn: string[];
  priceMarkupPercent: number;
  amountLabel: AmountLabel;
  serviceContacts: ShopSettingsInput['serviceContacts'];
  qqGroups: (Omit<QqGroupInput, 'gameId'> & { gameId: number | 'all' })[];
}

const toValues = (view: ShopSettings): ShopValues => ({
  ...view,
  qqGroups: view.qqGroups.map((group) => ({ ...group, gameId: group.gameId ?? 'all' })),
});

const toInput = (values: ShopValues): ShopSettingsInput => ({
  ...values,
  hotSearches: cleanHotSearches(values.hotSearches),
  hotSearchesEn: cleanHotSearches(values.hotSearchesEn),
  serviceContacts: values.serviceContacts ?? [],
  qqGroups: (values.qqGroups ?? []).map((group) => ({
    ...group,
    gameId: group.gameId === 'all' ? null : group.gameId,
    joinUrl: group.joinUrl ?? '',
  })),
});

const cleanHotSearches = (texts: string[] | undefined) =>
  (texts ?? []).map((text) => text?.trim() ?? '').filter(Boolean);

/** A hex colour from antd's ColorPicker (its value is a Color object). */
const hexOf = (color: { toHexString: () => string }) => color.toHexString().slice(0, 7);

/**
 * The Shop tab: name, logo, header theme, colour, language, markup, how amounts are labelled, hot searches, service
 * contacts, QQ groups.
 */
export function ShopTab({
  view,
  onDirtyChange,
}: {
  view: ShopSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const games = useQuery(gamesQueryOptions());
  const state = useSectionForm({ section: 'shop', view, toValues, toInput, onDirtyChange });
  const gameOptions = [
    { value: 'all', label: t('settings.shop.allGames') },
    ...(games.data ?? []).map((game) => ({ value: game.id, label: game.name })),
  ];

  return (
    <SectionForm label={t('settings.tabs.shop')} state={state}>
      <Form.Item
        name="name"
        label={t('settings.shop.name')}
        rules={[{ required: true, whitespace: true, message: t('settings.shop.nameRequired') }]}
      >
        <Input maxLength={SHOP_NAME_MAX} showCount style={{ maxWidth: 420 }} />
      </Form.Item>
      <Form.Item name="logoUrl" label={t('settings.shop.logo')}>
        <LogoUpload />
      </Form.Item>
      <Form.Item name="useTheme" label={t('settings.shop.theme')}>
        <ThemePicker />
      </Form.Item>
      <Space size={32} wrap align="start">
        <Form.Item
          name="primaryColor"
          label={t('settings.shop.primaryColor')}
          getValueFromEvent={hexOf}
          extra={t('settings.shop.primaryColorHint')}
        >
          <ColorPicker
            showText
            disabledAlpha
            format="hex"
            aria-label={t('settings.shop.primaryColor')}
            presets={[
              {
                label: t('settings.shop.presetColors'),
                colors: ['#1677ff', '#ff4d4f', '#fa541c', '#fa8c16', '#52c41a', '#13c2c2', '#722ed1', '#eb2f96'],
              },
            ]}
          />
        </Form.Item>
        <Form.Item name="defaultLocale" label={t('settings.shop.defaultLocale')}>
          <Select
            style={{ width: 200 }}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en-US', label: 'English' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="priceMarkupPercent"
          label={t('settings.shop.priceMarkup')}
          extra={t('settings.shop.priceMarkupHint')}
          rules={[{ required: true, message: t('settings.shop.priceMarkupRequired') }]}
        >
          <InputNumber
            min={0}
            max={PRICE_MARKUP_PERCENT_MAX}
            step={0.5}
            precision={2}
            suffix="%"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="amountLabel" label={t('settings.shop.amountLabel')} extra={t('settings.shop.amountLabelHint')}>
          <Select
            style={{ width: 240 }}
            options={[
              { value: 'symbol', label: t('settings.shop.amountLabels.symbol') },
              { value: 'code', label: t('settings.shop.amountLabels.code') },
            ]}
          />
        </Form.Item>
      </Space>

      <HotSearchesField name="hotSearches" />
      <HotSearchesField name="hotSearchesEn" />

      <Card size="small" title={t('settings.shop.serviceContacts')} style={{ marginBottom: 24 }}>
        <Form.List name="serviceContacts">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'kind']}>
                    <Select
                      style={{ width: 110 }}
                      aria-label={t('settings.shop.contactKindN', { n: index + 1 })}
                      options={[
                        { value: 'qq', label: 'QQ' },
                        { value: 'wechat', label: t('settings.shop.wechat') },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'label']}
                    rules={[{ required: true, whitespace: true, message: t('settings.shop.contactLabelRequired') }]}
                  >
                    <Input
                      maxLength={20}
                      placeholder={t('settings.shop.contactLabel')}
                      aria-label={t('settings.shop.contactLabelN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'value']}
                    rules={[{ required: true, whitespace: true, message: t('settings.shop.contactValueRequired') }]}
                  >
                    <Input
                      maxLength={60}
                      placeholder={t('settings.shop.contactValue')}
                      aria-label={t('settings.shop.contactValueN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('settings.shop.removeContact', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < SERVICE_CONTACTS_MAX ? (
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'qq', label: '', value: '' })}>
                  {t('settings.shop.addContact')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Card>

      <Card size="small" title={t('settings.shop.qqGroups')} style={{ marginBottom: 24 }}>
        <Form.List name="qqGroups">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'gameId']}>
                    <Select
                      style={{ width: 160 }}
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={games.isPending}
                      options={gameOptions}
                      aria-label={t('settings.shop.qqGroupGameN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: t('settings.shop.qqGroupNameRequired') }]}
                  >
                    <Input
                      maxLength={60}
                      placeholder={t('settings.shop.qqGroupName')}
                      aria-label={t('settings.shop.qqGroupNameN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'number']}>
                    <Input
                      maxLength={12}
                      inputMode="numeric"
                      placeholder={t('settings.shop.qqGroupNumber')}
                      aria-label={t('settings.shop.qqGroupNumberN', { n: index + 1 })}
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'joinUrl']}>
                    <Input
                      maxLength={500}
                      placeholder={t('settings.shop.qqGroupJoinUrl')}
                      aria-label={t('settings.shop.qqGroupJoinUrlN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'enabled']} valuePropName="checked">
                    <Switch
                      checkedChildren={t('settings.shop.enabled')}
                      unCheckedChildren={t('settings.shop.disabled')}
                      aria-label={t('settings.shop.qqGroupEnabledN', { n: index + 1 })}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('settings.shop.removeQqGroup', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < QQ_GROUPS_MAX ? (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ gameId: 'all', name: '', number: '', joinUrl: '', enabled: true })}
                >
                  {t('settings.shop.addQqGroup')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Card>
    </SectionForm>
  );
}
