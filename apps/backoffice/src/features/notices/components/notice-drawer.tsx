import { EyeOutlined } from '@ant-design/icons';
import { noticeTypes } from '@gs/shared/notices';
import { NOTICE_TITLE_MAX, type NoticeInput, type StaffNotice, type StaffNoticeState } from '@gs/shared/staff-notices';
import type { Locale } from '@gs/shared/tenant';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { App, Button, DatePicker, Drawer, Form, Input, Modal, Radio, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSaveNotice } from '../api/notices';
import { RichTextEditor } from './rich-text-editor';
import styles from './rich-text-editor.module.css';

interface NoticeFormValues {
  noticeType: NoticeInput['noticeType'];
  locale: Locale;
  title: string;
  contentHtml: string;
  pinned: boolean;
  state: StaffNoticeState;
  publishedAt: Dayjs | null;
  endsAt: Dayjs | null;
}

const valuesOf = (notice: StaffNotice | null, locale: Locale): NoticeFormValues =>
  notice
    ? {
        noticeType: notice.noticeType,
        locale: notice.locale,
        title: notice.title,
        contentHtml: notice.contentHtml,
        pinned: notice.pinned,
        state: notice.state,
        publishedAt: dayjs(notice.publishedAt),
        endsAt: notice.endsAt ? dayjs(notice.endsAt) : null,
      }
    : {
        noticeType: 'gonggao',
        locale,
        title: '',
        contentHtml: '',
        pinned: false,
        state: 'draft',
        publishedAt: null,
        endsAt: null,
      };

/**
 * Writes a notice (`notice` null: a new one): type, language, title, the rich text, pinned, draft / published /
 * withdrawn, shown from / until, and a preview as the storefront shows it. A refused field is shown at the field;
 * nothing typed is lost.
 */
export function NoticeDrawer({
  notice,
  defaultLocale,
  onClose,
}: {
  notice: StaffNotice | null;
  defaultLocale: Locale;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NoticeFormValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const [preview, setPreview] = useState<{ title: string; html: string } | null>(null);
  const save = useSaveNotice({
    onSuccess: (saved) => {
      void message.success(t(saved.live ? 'notices.savedLive' : 'notices.saved'));
      onClose();
    },
    onError: (error) => setFailure(applyServerFieldErrors(form, error) ? null : error),
  });

  const submit = (values: NoticeFormValues) => {
    setFailure(null);
    save.mutate({
      id: notice?.id ?? null,
      input: {
        noticeType: values.noticeType,
        locale: values.locale,
        title: values.title.trim(),
        contentHtml: values.contentHtml ?? '',
        pinned: values.pinned,
        state: values.state,
        publishedAt: values.publishedAt ? values.publishedAt.toISOString() : null,
        endsAt: values.endsAt ? values.endsAt.toISOString() : null,
      },
    });
  };

  return (
    <Drawer
      open
      size={820}
      title={notice ? t('notices.editTitle', { title: notice.title }) : t('notices.addTitle')}
      onClose={onClose}
      extra={
        <Space>
          <Button
            icon={<EyeOutlined />}
            onClick={() =>
              setPreview({ title: form.getFieldValue('title') ?? '', html: form.getFieldValue('contentHtml') ?? '' })
            }
          >
            {t('notices.preview')}
          </Button>
          <Button onClick={onClose}>{t('notices.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('notices.save')}
          </Button>
        </Space>
      }
    >
      <FormErrorAlert error={failure} />
      <Form<NoticeFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={valuesOf(notice, defaultLocale)}
      >
        <Space wrap size="large" align="start">
          <Form.Item name="noticeType" label={t('notices.fields.type')} rules={[{ required: true }]}>
            <Select
              style={{ width: 220 }}
              options={noticeTypes.map((type) => ({ value: type, label: t(`notices.types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="locale" label={t('notices.fields.locale')} rules={[{ required: true }]}>
            <Select
              style={{ width: 160 }}
              options={[
                { value: 'zh-CN', label: t('notices.locales.zh-CN') },
                { value: 'en-US', label: t('notices.locales.en-US') },
              ]}
            />
          </Form.Item>
          <Form.Item name="pinned" label={t('notices.fields.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item
          name="title"
          label={t('notices.fields.title')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: NOTICE_TITLE_MAX,
              message: t('notices.rules.title', { max: NOTICE_TITLE_MAX }),
            },
          ]}
        >
          <Input maxLength={NOTICE_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="contentHtml"
          label={t('notices.fields.content')}
          dependencies={['state']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, html: string = '') => {
                const empty = html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html);
                if (getFieldValue('state') === 'published' && empty) throw new Error(t('notices.rules.content'));
              },
            }),
          ]}
        >
          <RichTextEditor aria-label={t('notices.fields.content')} />
        </Form.Item>
        <Form.Item name="state" label={t('notices.fields.state')}>
          <Radio.Group
            optionType="button"
            options={(['draft', 'published', 'withdrawn'] as const).map((state) => ({
              value: state,
              label: t(`notices.states.${state}`),
            }))}
          />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item name="publishedAt" label={t('notices.fields.publishedAt')} extra={t('notices.hints.publishedAt')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear />
          </Form.Item>
          <Form.Item
            name="endsAt"
            label={t('notices.fields.endsAt')}
            extra={t('notices.hints.endsAt')}
            dependencies={['publishedAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, end: Dayjs | null) => {
                  const start: Dayjs | null = getFieldValue('publishedAt');
                  if (end && !end.isAfter(start ?? dayjs())) throw new Error(t('notices.rules.endsAt'));
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear />
          </Form.Item>
        </Space>
      </Form>
      <Modal
        open={preview !== null}
        title={t('notices.previewTitle')}
        footer={null}
        width={760}
        onCancel={() => setPreview(null)}
      >
        {preview ? (
          <article lang={form.getFieldValue('locale') ?? i18n.language}>
            <Typography.Title level={3}>{preview.title || t('notices.untitled')}</Typography.Title>
            {/* The editor's own HTML (its schema allows no script); the server sanitises it again on save. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff's own editor output, previewed before saving */}
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: preview.html }} />
          </article>
        ) : null}
      </Modal>
    </Drawer>
  );
}
