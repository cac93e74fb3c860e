import { AutoComplete, Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The filters as the URL holds them (dates as local days, `YYYY-MM-DD`). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  target: string;
  fromDay: string;
  toDay: string;
}

type FormValues = Partial<AuditFilterValues>;

/** The filter bar: staff member (user id), action, target id and a range of days; applied together. */
export function AuditFilters({
  values,
  actionOptions,
  onApply,
}: {
  values: AuditFilterValues;
  /** Actions to suggest (those seen on the page); any exact action may be typed. */
  actionOptions: string[];
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, values]);

  const apply = (form: FormValues) =>
    onApply({
      actor: form.actor?.trim() ?? '',
      action: form.action?.trim() ?? '',
      target: form.target?.trim() ?? '',
      fromDay: form.fromDay ?? '',
      toDay: form.toDay ?? '',
    });

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={apply}
      style={{ marginBottom: 16, rowGap: 12 }}
      aria-label={t('audit.filters')}
    >
      <Form.Item
        name="actor"
        label={t('audit.filter.actor')}
        rules={[{ pattern: /^\d{1,12}$/, message: t('audit.filter.actorInvalid') }]}
      >
        <Input allowClear inputMode="numeric" placeholder={t('audit.filter.actorPlaceholder')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="action" label={t('audit.filter.action')}>
        <AutoComplete
          allowClear
          options={actionOptions.map((action) => ({ value: action }))}
          placeholder="POST /api/staff/…"
          style={{ width: 320 }}
          filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
        />
      </Form.Item>
      <Form.Item name="target" label={t('audit.filter.target')}>
        <Input allowClear maxLength={64} placeholder={t('audit.filter.targetPlaceholder')} style={{ width: 140 }} />
      </Form.Item>
      {/* Native date fields: a day in the browser's calendar, kept as YYYY-MM-DD in the URL. */}
      <Form.Item name="fromDay" label={t('audit.filter.fromDay')}>
        <Input type="date" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="toDay" label={t('audit.filter.toDay')}>
        <Input type="date" style={{ width: 160 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onApply({ actor: '', action: '', target: '', fromDay: '', toDay: '' });
          }}
        >
          {t('audit.filter.reset')}
        </Button>
      </Space>
    </Form>
  );
}
