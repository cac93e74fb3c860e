import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APP_TYPE_ANDROID,
  APP_TYPE_IOS,
  type AppVersionsSettings,
  type AppVersionsSettingsInput,
} from '@gs/shared/staff-settings';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const platforms = [APP_TYPE_ANDROID, APP_TYPE_IOS] as const;

const toValues = (view: AppVersionsSettings): AppVersionsSettingsInput => ({
  versions: view.versions.map(({ appType, version, releaseNotes, downloadUrl }) => ({
    appType,
    version,
    releaseNotes,
    downloadUrl,
  })),
});
const toInput = (values: AppVersionsSettingsInput): AppVersionsSettingsInput => ({
  versions: (values.versions ?? []).map((version) => ({ ...version, releaseNotes: version.releaseNotes ?? '' })),
});

/** The App versions tab: the app each platform offers (version, download address, notes); removing withdraws it. */
export function AppVersionsTab({
  view,
  onDirtyChange,
}: {
  view: AppVersionsSettings;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const state = useSectionForm({ section: 'appVersions', view, toValues, toInput, onDirtyChange });
  const versions = Form.useWatch('versions', state.form) ?? [];
  const platformName = (appType: number) =>
    t(`settings.appVersions.platforms.${appType}`, {
      defaultValue: t('settings.appVersions.platformN', { n: appType }),
    });
  const publishedAt = (appType: number) => view.versions.find((version) => version.appType === appType)?.publishedAt;

  return (
    <SectionForm label={t('settings.tabs.appVersions')} state={state}>
      <Typography.Paragraph type="secondary">{t('settings.appVersions.description')}</Typography.Paragraph>
      <Form.List name="versions">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => {
              const appType = state.form.getFieldValue(['versions', field.name, 'appType']) as number;
              const published = publishedAt(appType);
              return (
                <Card
                  key={field.key}
                  size="small"
                  title={platformName(appType)}
                  style={{ marginBottom: 16 }}
                  extra={
                    <Space>
                      {published ? (
                        <Typography.Text type="secondary">
                          {t('settings.appVersions.publishedAt', { date: formatDateTime(published, i18n.language) })}
                        </Typography.Text>
                      ) : null}
                      <Popconfirm
                        title={t('settings.appVersions.withdrawConfirm', { platform: platformName(appType) })}
                        okText={t('settings.appVersions.withdraw')}
                        cancelText={t('settings.cancel')}
                        onConfirm={() => remove(field.name)}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />}>
                          {t('settings.appVersions.withdraw')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  }
                >
                  <Form.Item name={[field.name, 'appType']} hidden>
                    <Input />
                  </Form.Item>
                  <Space wrap align="start">
                    <Form.Item
                      name={[field.name, 'version']}
                      label={t('settings.appVersions.version')}
                      rules={[{ required: true, whitespace: true, message: t('settings.appVersions.versionRequired') }]}
                    >
                      <Input maxLength={40} placeholder="2.3.0" style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'downloadUrl']}
                      label={t('settings.appVersions.downloadUrl')}
                      rules={[
                        { required: true, whitespace: true, message: t('settings.appVersions.downloadUrlRequired') },
                      ]}
                    >
                      <Input maxLength={500} placeholder="https://" style={{ width: 420 }} />
                    </Form.Item>
                  </Space>
                  <Form.Item name={[field.name, 'releaseNotes']} label={t('settings.appVersions.releaseNotes')}>
                    <Input.TextArea rows={2} maxLength={2000} />
                  </Form.Item>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space style={{ display: 'flex', marginBottom: 16 }}>
              {platforms
                .filter((appType) => !versions.some((version) => version?.appType === appType))
                .map((appType) => (
                  <Button
                    key={appType}
                    icon={<PlusOutlined />}
                    onClick={() => add({ appType, version: '', downloadUrl: '', releaseNotes: '' })}
                  >
                    {t('settings.appVersions.add', { platform: platformName(appType) })}
                  </Button>
                ))}
            </Space>
          </>
        )}
      </Form.List>
    </SectionForm>
  );
}
