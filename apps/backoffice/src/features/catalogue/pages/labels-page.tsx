import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { StaffLabel } from '@gs/shared/staff-catalogue';
import { parsePageNum } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabelTag } from '../../../components/label-tag';
import { PageContainer } from '../../../components/page-container';
import { RefreshButton, ServerPagedTable } from '../../../components/server-paged-table';
import { labelsQueryOptions } from '../api/get-labels';
import { useSetLabelEnabled } from '../api/save-label';
import { LabelFormModal } from '../components/label-form-modal';

const PAGE_SIZE = 20;

/** /admin/catalogue/labels: the badge types listings carry; add, edit, disable (listings keep their badges). */
export function LabelsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const query = { pageNum: parsePageNum(params.get('page')), pageSize: PAGE_SIZE };
  const list = useQuery(labelsQueryOptions(query));
  const setEnabled = useSetLabelEnabled();
  const [editing, setEditing] = useState<StaffLabel | 'new' | null>(null);

  const toggle = async (label: StaffLabel) => {
    try {
      await setEnabled.mutateAsync({ id: label.id, enabled: !label.enabled });
      void message.success(
        t(label.enabled ? 'catalogue.labels.disabledDone' : 'catalogue.labels.enabledDone', { name: label.name }),
      );
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: TableColumnsType<StaffLabel> = [
    {
      title: t('catalogue.labels.fields.name'),
      dataIndex: 'name',
      render: (name: string, label) => <LabelTag color={label.color}>{name}</LabelTag>,
    },
    {
      title: t('catalogue.labels.fields.color'),
      dataIndex: 'color',
      width: 120,
      render: (color: string) => <Typography.Text code>{color}</Typography.Text>,
    },
    { title: t('catalogue.labels.fields.description'), dataIndex: 'description', ellipsis: true },
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
      render: (_, label) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => setEditing(label)}
            aria-label={t('catalogue.editNamed', { name: label.name })}
          >
            {t('catalogue.edit')}
          </Button>
          <Popconfirm
            title={t(label.enabled ? 'catalogue.labels.disableTitle' : 'catalogue.labels.enableTitle', {
              name: label.name,
            })}
            description={t(label.enabled ? 'catalogue.labels.disableBody' : 'catalogue.labels.enableBody')}
            okText={t(label.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            okButtonProps={{ danger: label.enabled }}
            onConfirm={() => toggle(label)}
          >
            <Button
              type="link"
              danger={label.enabled}
              icon={label.enabled ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={t(label.enabled ? 'catalogue.disableNamed' : 'catalogue.enableNamed', { name: label.name })}
            >
              {t(label.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('catalogue.labels.title')}
      extra={
        <Space>
          <RefreshButton list={list} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('catalogue.labels.add')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('catalogue.labels.intro')}</Typography.Paragraph>
      <ServerPagedTable
        list={list}
        loadFailed={t('catalogue.labels.loadFailed')}
        empty={t('catalogue.labels.empty')}
        columns={columns}
        scroll={{ x: 800 }}
        pagination={{
          current: query.pageNum,
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          showTotal: (total) => t('catalogue.labels.total', { count: total }),
          onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}),
        }}
      />
      <LabelFormModal
        open={editing !== null}
        label={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
