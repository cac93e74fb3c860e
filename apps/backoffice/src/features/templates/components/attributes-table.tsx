import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { isChoiceKind, type StaffAttribute } from '@gs/shared/staff-templates';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortableTable } from '../../../components/sortable-table';
import { EnabledToggle } from './row-actions';
import { useSortLabels } from './use-sort-labels';

interface AttributesTableProps {
  attributes: StaffAttribute[];
  selectedId: number | null;
  busy: boolean;
  onEdit: (attribute: StaffAttribute) => void;
  onChoices: (attribute: StaffAttribute) => void;
  onToggle: (attribute: StaffAttribute, enabled: boolean) => void;
  onReorder: (ids: number[]) => void;
}

/** A game's attributes in template order: kind, flags, slot / levels / choices, state; drag to reorder. */
export function AttributesTable({
  attributes,
  selectedId,
  busy,
  onEdit,
  onChoices,
  onToggle,
  onReorder,
}: AttributesTableProps) {
  const { t } = useTranslation();
  const sortLabels = useSortLabels();
  const detailOf = (attribute: StaffAttribute): string => {
    if (attribute.kind === 'number') {
      const unit = attribute.unit ? ` ${attribute.unit}` : '';
      const range =
        attribute.min !== null || attribute.max !== null
          ? ` · ${attribute.min ?? '…'}–${attribute.max ?? '…'}${unit}`
          : unit
            ? ` ·${unit}`
            : '';
      return t('templates.detail.slot', { slot: attribute.numberSlot }) + range;
    }
    if (!isChoiceKind(attribute.kind)) return '';
    const choices = t('templates.detail.choices', {
      count: attribute.choices.filter((choice) => choice.enabled).length,
    });
    return attribute.kind === 'level'
      ? `${choices} · ${t('templates.detail.levels', { count: attribute.levels.length })}`
      : choices;
  };
  return (
    <SortableTable<StaffAttribute, number>
      rows={attributes}
      rowKey={(attribute) => attribute.id}
      nameOf={(attribute) => attribute.name}
      labels={sortLabels}
      onReorder={onReorder}
      disabled={busy}
      rowClassName={(attribute) => (attribute.id === selectedId ? 'ant-table-row-selected' : '')}
      locale={{ emptyText: t('templates.empty') }}
      columns={[
        {
          key: 'name',
          title: t('templates.columns.attribute'),
          render: (_, attribute) => (
            <Flex vertical>
              <Space size={4} wrap>
                <Typography.Text strong type={attribute.enabled ? undefined : 'secondary'}>
                  {attribute.name}
                </Typography.Text>
                {attribute.enabled ? null : <Tag>{t('templates.disabled')}</Tag>}
              </Space>
              {detailOf(attribute) ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {detailOf(attribute)}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        {
          key: 'kind',
          title: t('templates.fields.kind'),
          render: (_, attribute) => (
            <Space size={[2, 4]} wrap>
              <Tag color="blue">{t(`templates.kinds.${attribute.kind}`)}</Tag>
              {attribute.required ? <Tag color="red">{t('templates.flags.required')}</Tag> : null}
              {attribute.searchable ? <Tag color="geekblue">{t('templates.flags.searchable')}</Tag> : null}
              {attribute.onRecycleForm ? <Tag color="purple">{t('templates.flags.recycle')}</Tag> : null}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: t('templates.columns.actions'),
          width: 170,
          render: (_, attribute) => (
            <Space size={4}>
              <Tooltip title={t('templates.edit')}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('templates.editNamed', { name: attribute.name })}
                  onClick={() => onEdit(attribute)}
                />
              </Tooltip>
              {isChoiceKind(attribute.kind) ? (
                <Tooltip title={t('templates.choices.open')}>
                  <Button
                    size="small"
                    icon={<UnorderedListOutlined />}
                    aria-label={t('templates.choicesNamed', { name: attribute.name })}
                    type={attribute.id === selectedId ? 'primary' : 'default'}
                    onClick={() => onChoices(attribute)}
                  />
                </Tooltip>
              ) : null}
              <EnabledToggle
                name={attribute.name}
                enabled={attribute.enabled}
                confirmTitle={t('templates.disableTitle', { name: attribute.name })}
                confirmText={t('templates.disableText')}
                onToggle={(enabled) => onToggle(attribute, enabled)}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
