import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditStaff } from '../api/get-audit-staff';
import { auditActionLabel, auditActionOptions } from './describe-audit-entry';

/** The filters as the URL holds them (dates as local days, `YYYY-MM-DD`). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  target: string;
  fromDay: string;
  toDay: string;
}

type FormValues = Partial<AuditFilterValues>;

interface StaffOption {
  value: string;
  label: string;
  roles: string;
}

/** The shop's staff as picker options ("nickname · masked phone"); a filtered-by user no longer staff stays pickable. */
function useStaffOptions(current: string): { options: StaffOption[]; loading: boolean; failed: boolean } {
  const { t } = useTranslation();
  const staff = useAuditStaff();
  const options: StaffOption[] = (staff.data?.rows ?? []).map((member) => ({
    value: String(member.userId),
    label: `${member.nickName} · ${member.phoneMasked}`,
    roles: member.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', '),
  }));
  if (current && !staff.isPending && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: t('audit.filter.formerStaff', { id: current }), roles: '' });
  }
  return { options, loading: staff.isPending, failed: staff.isError };
}

/** The known actions in the reader's language; an action from a link that is not one stays pickable by its code. */
function useActionOptions(current: string): { value: string; label: string }[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const options = auditActionOptions(t, i18n.language);
    if (current && !options.some((option) => option.value === current)) {
      options.push({ value: current, label: auditActionLabel(current, t) });
    }
    return options;
  }, [t, i18n.language, current]);
}

/** The filter bar: staff member (picked from the shop's staff), action, target id and a range of days; applied together. */
export function AuditFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const staff = useStaffOptions(values.actor);
  const actions = useActionOptions(values.action);

  useEffect(() => {
    // An empty picker shows its placeholder only when its value is undefined, not ''.
    form.setFieldsValue({ ...values, actor: values.actor || undefined, action: values.action || undefined });
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
        validateStatus={staff.failed ? 'warning' : undefined}
        help={staff.failed ? t('audit.filter.staffLoadFailed') : undefined}
      >
        <Select<string, StaffOption>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={staff.loading}
          options={staff.options}
          placeholder={t('audit.filter.actorPlaceholder')}
          notFoundContent={t('audit.filter.actorSearch')}
          optionRender={(option) => (
            <span>
              {option.data.label}
              {option.data.roles ? (
                <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
                  {option.data.roles}
                </Typography.Text>
              ) : null}
            </span>
          )}
          popupMatchSelectWidth={false}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="action" label={t('audit.filter.action')}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={actions}
          placeholder={t('audit.filter.actionPlaceholder')}
          notFoundContent={t('audit.filter.actionSearch')}
          popupMatchSelectWidth={false}
          style={{ width: 280 }}
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
