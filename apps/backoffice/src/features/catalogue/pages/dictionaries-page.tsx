import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { StaffDictEntry } from '@gs/shared/staff-catalogue';
import { parsePageNum } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Segmented, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { dictionaryQueryOptions, dictTypesQueryOptions, missingDictEntriesQueryOptions } from '../api/get-dictionaries';
import { useSetDictEnabled } from '../api/save-dictionary';
import { DictAddModal } from '../components/dict-add-modal';
import { DictEntryModal, settingName, typeName } from '../components/dict-entry-modal';
import { displayLabel } from '../components/dict-format';

const PAGE_SIZE = 50;

/**
 * /admin/catalogue/dictionaries?type=: the shop's tunable constants by dictionary (trade fees, listing kinds, order
 * statuses…). Edit a value (checked per setting), disable or enable a row, add a known key the shop lacks; trade
 * fees apply to the next order.
 */
export function DictionariesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const types = useQuery(dictTypesQueryOptions());
  const dictType =
    params.get('type') ||
    (types.data?.some((type) => type.dictType === 'trade_fee') ? 'trade_fee' : types.data?.[0]?.dictType) ||
    '';
  const query = { dictType, pageNum: parsePageNum(params.get('page')), pageSize: PAGE_SIZE };
  const list = useQuery({ ...dictionaryQueryOptions(query), enabled: dictType !== '' });
  const setEnabled = useSetDictEnabled();
  const [editing, setEditing] = useState<StaffDictEntry | null>(null);
  const missing = useQuery(missingDictEntriesQueryOptions());
  const [adding, setAdding] = useState(false);
  const nothingToAdd = missing.data?.length === 0;

  const toggle = async (entry: StaffDictEntry) => {
    try {
      await setEnabled.mutateAsync({ id: entry.id, enabled: !entry.enabled });
      void message.success(
        t(entry.enabled ? 'catalogue.dict.disabledDone' : 'catalogue.dict.enabledDone', {
          name: settingName(t, entry),
        }),
      );
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const isFees = dictType === 'trade_fee';
  const columns: TableColumnsType<StaffDictEntry> = [
    {
      title: isFees ? t('catalogue.dict.fields.setting') : t('catalogue.dict.fields.value'),
      dataIndex: 'value',
      render: (value: string, entry) =>
        isFees ? (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{settingName(t, entry)}</Typography.Text>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {value}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text code>{value}</Typography.Text>
        ),
    },
    {
      title: isFees ? t('catalogue.dict.fields.amount') : t('catalogue.dict.fields.label'),
      dataIndex: 'label',
      render: (_: string, entry) => (
        <Typography.Text strong={isFees}>
          {displayLabel(entry, i18n.language, (count) => t('catalogue.dict.hours', { count }))}
        </Typography.Text>
      ),
    },
    { title: t('catalogue.fields.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('catalogue.fields.status'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t('catalogue.enabled')}</Tag> : <Tag>{t('catalogue.disabled')}</Tag>,
    },
    {
      title: t('catalogue.fields.actions'),
      key: 'actions',
      width: 200,
      render: (_, entry) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing(entry)}
            aria-label={t('catalogue.editNamed', { name: settingName(t, entry) })}
          >
            {t('catalogue.edit')}
          </Button>
          <Popconfirm
            title={t(entry.enabled ? 'catalogue.dict.disableTitle' : 'catalogue.dict.enableTitle', {
              name: settingName(t, entry),
            })}
            description={t(
              entry.enabled
                ? isFees
                  ? 'catalogue.dict.disableFeeBody'
                  : 'catalogue.dict.disableBody'
                : 'catalogue.dict.enableBody',
            )}
            okText={t(entry.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            okButtonProps={{ danger: entry.enabled }}
            onConfirm={() => toggle(entry)}
          >
            <Button
              type="link"
              danger={entry.enabled}
              icon={entry.enabled ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={t(entry.enabled ? 'catalogue.disableNamed' : 'catalogue.enableNamed', {
                name: settingName(t, entry),
              })}
            >
              {t(entry.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('catalogue.dict.title')}
      extra={
        <Space>
          <RefreshButton list={list} />
          <Tooltip title={nothingToAdd ? t('catalogue.dict.nothingToAdd') : undefined}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!missing.data || nothingToAdd}
              loading={missing.isPending}
              onClick={() => setAdding(true)}
            >
              {t('catalogue.dict.add')}
            </Button>
          </Tooltip>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('catalogue.dict.intro')}</Typography.Paragraph>
      {types.isError ? (
        <ErrorState title={t('catalogue.dict.loadFailed')} error={types.error} onRetry={() => void types.refetch()} />
      ) : (
        <>
          <div style={{ overflowX: 'auto', marginBottom: 16 }}>
            <Segmented
              aria-label={t('catalogue.dict.fields.type')}
              value={dictType}
              onChange={(value) => setParams({ type: String(value) })}
              options={(types.data ?? []).map((type) => ({
                value: type.dictType,
                label: `${typeName(t, type.dictType)} (${type.count})`,
              }))}
            />
          </div>
          {isFees ? (
            <Typography.Paragraph type="secondary">{t('catalogue.dict.feesIntro')}</Typography.Paragraph>
          ) : null}
          <ServerPagedTable
            list={list}
            loadFailed={t('catalogue.dict.loadFailed')}
            empty={t('catalogue.dict.empty')}
            alsoLoading={types.isPending}
            columns={columns}
            scroll={{ x: 800 }}
            pagination={{
              current: query.pageNum,
              pageSize: PAGE_SIZE,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (page) => setParams({ type: dictType, ...(page > 1 ? { page: String(page) } : {}) }),
            }}
          />
        </>
      )}
      <DictEntryModal entry={editing} onClose={() => setEditing(null)} />
      {adding && missing.data ? (
        <DictAddModal
          missing={missing.data}
          initialType={dictType}
          onClose={() => setAdding(false)}
          onAdded={(entry) => {
            setAdding(false);
            setParams({ type: entry.dictType });
          }}
        />
      ) : null}
    </PageContainer>
  );
}
