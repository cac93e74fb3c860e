import { attributeKinds } from '@gs/shared/games';
import {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_UNIT_EN_MAX,
  ATTRIBUTE_UNIT_MAX,
  isFilterableKind,
  LEVEL_NAME_MAX,
  LEVELS_MAX,
  type StaffAttribute,
  type StaffTemplate,
} from '@gs/shared/staff-templates';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSaveAttribute } from '../api/save-template';
import type { AttributeFormValues } from '../utils/preview-attributes';

export const blankAttribute: AttributeFormValues = {
  name: '',
  nameEn: '',
  kind: 'single',
  required: false,
  searchable: true,
  onRecycleForm: false,
  unit: '',
  unitEn: '',
  min: null,
  max: null,
  levels: [],
  levelsEn: [],
  enabled: true,
};

export function formValuesOf(attribute: StaffAttribute): AttributeFormValues {
  return {
    name: attribute.name,
    nameEn: attribute.nameEn,
    kind: attribute.kind,
    required: attribute.required,
    searchable: attribute.searchable,
    onRecycleForm: attribute.onRecycleForm,
    unit: attribute.unit,
    unitEn: attribute.unitEn,
    min: attribute.min,
    max: attribute.max,
    levels: attribute.levels,
    levelsEn: attribute.levelsEn,
    enabled: attribute.enabled,
  };
}

/** The values the server accepts: what does not belong to the kind is cleared. */
function inputOf(values: AttributeFormValues): AttributeFormValues {
  const isNumber = values.kind === 'number';
  return {
    ...values,
    name: values.name.trim(),
    nameEn: (values.nameEn ?? '').trim(),
    searchable: isFilterableKind(values.kind) ? Boolean(values.searchable) : false,
    unit: isNumber ? (values.unit ?? '').trim() : '',
    unitEn: isNumber ? (values.unitEn ?? '').trim() : '',
    min: isNumber ? (values.min ?? null) : null,
    max: isNumber ? (values.max ?? null) : null,
    levels: values.kind === 'level' ? (values.levels ?? []).map((level) => level.trim()) : [],
    levelsEn:
      values.kind === 'level'
        ? (values.levels ?? []).map((_level, index) => (values.levelsEn?.[index] ?? '').trim())
        : [],
  };
}

interface AttributeEditorProps {
  template: StaffTemplate;
  /** The attribute edited; null adds a new one. */
  attribute: StaffAttribute | null;
  /** Every change of the form, for the live preview. */
  onDraftChange: (values: AttributeFormValues) => void;
  onDone: (saved: StaffAttribute | null) => void;
}

/**
 * Adds or edits one attribute: the fields of its kind only, the number slot it takes, the kind locked once listings
 * use it. The server's refusals (no free number slot, a name in use, min above max) land under their fields.
 */
export function AttributeEditor({ template, attribute, onDraftChange, onDone }: AttributeEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AttributeFormValues>();
  const kind = Form.useWatch('kind', form);
  const levels = Form.useWatch('levels', form) ?? [];
  const save = useSaveAttribute(template.gameId);
  const { onFinish, error } = useFormSubmit<AttributeFormValues>(form, async (values) => {
    const saved = await save.mutateAsync({
      gameId: template.gameId,
      id: attribute?.id ?? null,
      input: inputOf(values),
    });
    void message.success(t(attribute ? 'templates.editor.saved' : 'templates.editor.added', { name: saved.name }));
    onDone(saved);
  });

  useEffect(() => {
    const initial = attribute ? formValuesOf(attribute) : blankAttribute;
    form.resetFields();
    form.setFieldsValue(initial);
    onDraftChange(initial);
  }, [attribute, form, onDraftChange]);

  const onValuesChange = (changed: Partial<AttributeFormValues>, all: AttributeFormValues) => {
    if (changed.kind !== undefined && !isFilterableKind(changed.kind) && all.searchable) {
      form.setFieldValue('searchable', false);
      all = { ...all, searchable: false };
    }
    onDraftChange(all);
  };

  const locked = attribute?.usedByListings ?? false;
  const keepsSlot = attribute?.numberSlot ?? null;
  const slotHint =
    kind !== 'number'
      ? undefined
      : keepsSlot !== null
        ? t('templates.editor.slotKept', { slot: keepsSlot })
        : template.freeNumberSlots.length > 0
          ? t('templates.editor.slotFree', {
              slot: template.freeNumberSlots[0],
              count: template.freeNumberSlots.length,
            })
          : t('templates.editor.slotNone');

  const title = attribute ? t('templates.editor.editTitle', { name: attribute.name }) : t('templates.editor.addTitle');
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Form<AttributeFormValues>
        form={form}
        name="attributeEditor"
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        initialValues={blankAttribute}
        aria-label={title}
      >
        <FormErrorAlert error={error} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('templates.fields.name')}
              rules={[{ required: true, whitespace: true, message: t('templates.editor.nameRequired') }]}
            >
              <Input maxLength={ATTRIBUTE_NAME_MAX} />
            </Form.Item>
            <EnglishNameField max={ATTRIBUTE_NAME_MAX} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="kind"
              label={t('templates.fields.kind')}
              extra={locked ? t('templates.editor.kindLocked') : slotHint}
              rules={[{ required: true }]}
            >
              <Select
                disabled={locked}
                options={attributeKinds.map((value) => ({ value, label: t(`templates.kinds.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {locked && slotHint ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {slotHint}
          </Typography.Paragraph>
        ) : null}
        {kind === 'number' ? (
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Form.Item name="unit" label={t('templates.fields.unit')}>
                <Input maxLength={ATTRIBUTE_UNIT_MAX} placeholder={t('templates.editor.unitPlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="unitEn" label={t('templates.fields.unitEn')} tooltip={t('templates.editor.unitEnHint')}>
                <Input lang="en" maxLength={ATTRIBUTE_UNIT_EN_MAX} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="min" label={t('templates.fields.min')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="max"
                label={t('templates.fields.max')}
                dependencies={['min']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value: number | null) => {
                      const min = getFieldValue('min') as number | null;
                      if (value !== null && value !== undefined && min !== null && min !== undefined && min > value) {
                        throw new Error(t('templates.editor.minAboveMax'));
                      }
                    },
                  }),
                ]}
              >
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        {kind === 'level' ? (
          <Form.Item
            name="levels"
            label={t('templates.fields.levels')}
            extra={t('templates.editor.levelsHint')}
            rules={[
              {
                validator: async (_rule, value: string[] | undefined) => {
                  const levels = (value ?? []).map((level) => level.trim());
                  if (levels.length === 0) throw new Error(t('templates.editor.levelsRequired'));
                  if (levels.some((level) => level === '')) throw new Error(t('templates.editor.levelEmpty'));
                  if (new Set(levels).size !== levels.length) throw new Error(t('templates.editor.levelDuplicate'));
                  if (levels.length > LEVELS_MAX) throw new Error(t('templates.editor.levelsMax', { max: LEVELS_MAX }));
                },
              },
            ]}
          >
            <Select mode="tags" open={false} tokenSeparators={[',', '，']} suffixIcon={null} />
          </Form.Item>
        ) : null}
        {kind === 'level' && levels.length > 0 ? (
          <Form.Item label={t('templates.fields.levelsEn')} extra={t('templates.editor.levelsEnHint')}>
            <Space wrap>
              {levels.map((level, index) => (
                <Form.Item
                  // biome-ignore lint/suspicious/noArrayIndexKey: the English names are by position, as the levels are
                  key={index}
                  name={['levelsEn', index]}
                  noStyle
                  rules={[{ max: LEVEL_NAME_MAX, message: t('common.englishName.tooLong', { max: LEVEL_NAME_MAX }) }]}
                >
                  <Input
                    lang="en"
                    maxLength={LEVEL_NAME_MAX}
                    placeholder={level}
                    aria-label={t('templates.editor.levelEnN', { level })}
                    style={{ width: 160 }}
                  />
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
        ) : null}
        <Space size="large" wrap style={{ marginBottom: 8 }}>
          <Form.Item name="required" label={t('templates.fields.required')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="searchable"
            label={t('templates.fields.searchable')}
            valuePropName="checked"
            tooltip={t('templates.editor.searchableHint')}
          >
            <Switch disabled={kind !== undefined && !isFilterableKind(kind)} />
          </Form.Item>
          <Form.Item name="onRecycleForm" label={t('templates.fields.onRecycleForm')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t('templates.fields.enabled')}
            valuePropName="checked"
            tooltip={t('templates.editor.enabledHint')}
          >
            <Switch />
          </Form.Item>
        </Space>
        {attribute === null && kind !== undefined && ['single', 'multiple', 'level'].includes(kind) ? (
          <Typography.Paragraph type="secondary">{t('templates.editor.choicesAfterSave')}</Typography.Paragraph>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('templates.editor.save')}
          </Button>
          <Button onClick={() => onDone(null)}>{t('templates.editor.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
