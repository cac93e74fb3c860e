import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { GameAttribute } from '@gs/shared/games';
import type { RecycleValuationRule } from '@gs/shared/recycle';
import { formatDateTime } from '@gs/web/format-date';
import { parseYuan } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { usePutRecycleRule } from '../api/recycle-rule';
import { RulePreview } from './rule-preview';
import { type RuleFormValues, toFormValues, toRuleInput } from './rule-values';

const YUAN = /^-?\d{1,10}(\.\d{1,2})?$/;

// The form keeps the increments at its top level; the server nests them under `rules`.
const serverFields = { aliases: { 'rules.choices': 'choices', 'rules.ranges': 'ranges' } };

/** Edits one game's valuation rule beside its live preview; saved with the server's field errors under fields. */
export function RuleForm({ rule, attributes }: { rule: RecycleValuationRule; attributes: GameAttribute[] }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleFormValues>();
  const values = Form.useWatch([], form) as RuleFormValues | undefined;
  const recycleAttributes = attributes.filter((attribute) => attribute.onRecycleForm);
  const choiceAttributes = recycleAttributes.filter(
    (a) => a.kind === 'single' || a.kind === 'multiple' || a.kind === 'level',
  );
  const numberAttributes = recycleAttributes.filter((a) => a.kind === 'number');
  const save = usePutRecycleRule();
  const { onFinish, error } = useFormSubmit<RuleFormValues>(
    form,
    async (submitted) => {
      const input = toRuleInput(submitted);
      if (!input) return;
      await save.mutateAsync({ gameId: rule.gameId, input });
      void message.success(t('recycling.rules.saved'));
    },
    { fields: serverFields },
  );

  const amountRule = {
    pattern: /^\d{1,10}(\.\d{1,2})?$/,
    required: true,
    message: t('recycling.rules.amountRequired'),
  };
  const signedRule = { pattern: YUAN, message: t('recycling.rules.amountRequired') };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        <Form
          form={form}
          layout="vertical"
          initialValues={toFormValues(rule)}
          onFinish={onFinish}
          aria-label={t('recycling.rules.title')}
        >
          <FormErrorAlert error={error} />
          <Typography.Paragraph type="secondary">
            {rule.updatedAt
              ? t('recycling.rules.savedAt', { time: formatDateTime(rule.updatedAt, i18n.language) })
              : t('recycling.rules.neverSaved')}
          </Typography.Paragraph>
          <Form.Item name="enabled" label={t('recycling.rules.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="baseFen" label={t('recycling.rules.baseFen')} rules={[amountRule]}>
                <Input inputMode="decimal" prefix="¥" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="minFen" label={t('recycling.rules.minFen')} rules={[amountRule]}>
                <Input inputMode="decimal" prefix="¥" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="maxFen"
                label={t('recycling.rules.maxFen')}
                dependencies={['minFen']}
                rules={[
                  amountRule,
                  ({ getFieldValue }) => ({
                    validator: async (_, value: string) => {
                      const min = parseYuan(getFieldValue('minFen') ?? '');
                      const max = parseYuan(value ?? '');
                      if (min !== null && max !== null && min > max) throw new Error(t('recycling.rules.minOverMax'));
                    },
                  }),
                ]}
              >
                <Input inputMode="decimal" prefix="¥" />
              </Form.Item>
            </Col>
          </Row>

          {recycleAttributes.length === 0 ? (
            <Typography.Paragraph type="warning">{t('recycling.rules.noRecycleAttributes')}</Typography.Paragraph>
          ) : null}

          {choiceAttributes.length > 0 ? (
            <Card size="small" title={t('recycling.rules.choices')} style={{ marginBottom: 16 }}>
              {choiceAttributes.map((attribute) => (
                <div key={attribute.id} style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{attribute.name}</Typography.Text>
                  <Row gutter={[12, 0]} style={{ marginTop: 4 }}>
                    {attribute.choices.map((choice) => (
                      <Col key={choice.id} xs={12} md={8}>
                        <Form.Item
                          name={['choices', String(choice.id)]}
                          label={choice.name}
                          rules={[signedRule]}
                          style={{ marginBottom: 8 }}
                        >
                          <Input
                            inputMode="decimal"
                            prefix="¥"
                            placeholder="0"
                            aria-label={`${attribute.name}: ${choice.name}`}
                          />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                </div>
              ))}
            </Card>
          ) : null}

          {numberAttributes.length > 0 ? (
            <Card size="small" title={t('recycling.rules.ranges')} style={{ marginBottom: 16 }}>
              <Form.List name="ranges">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field) => (
                      <Space key={field.key} align="start" wrap>
                        <Form.Item
                          name={[field.name, 'attributeId']}
                          label={t('recycling.rules.attribute')}
                          rules={[{ required: true, message: t('recycling.rules.attribute') }]}
                        >
                          <Select
                            style={{ width: 160 }}
                            options={numberAttributes.map((a) => ({ value: a.id, label: a.name }))}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'from']}
                          label={t('recycling.rules.from')}
                          rules={[{ required: true, message: t('recycling.rules.from') }]}
                        >
                          <InputNumber precision={0} style={{ width: 100 }} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'to']}
                          label={t('recycling.rules.to')}
                          rules={[{ required: true, message: t('recycling.rules.to') }]}
                        >
                          <InputNumber precision={0} style={{ width: 100 }} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'fen']} label="¥" rules={[{ ...signedRule, required: true }]}>
                          <Input inputMode="decimal" style={{ width: 100 }} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'perUnit']}
                          label={t('recycling.rules.perUnit')}
                          valuePropName="checked"
                        >
                          <Switch />
                        </Form.Item>
                        <Form.Item label=" ">
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={t('recycling.rules.removeRange')}
                            onClick={() => remove(field.name)}
                          />
                        </Form.Item>
                      </Space>
                    ))}
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() =>
                        add({ attributeId: numberAttributes[0]?.id, from: 0, to: 100, fen: '1', perUnit: true })
                      }
                    >
                      {t('recycling.rules.addRange')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          ) : null}

          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('recycling.rules.save')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        <RulePreview gameId={rule.gameId} attributes={recycleAttributes} rule={toRuleInput(values)} />
      </Col>
    </Row>
  );
}
