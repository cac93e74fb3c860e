import { type StaffStreamer, type StreamerInput, streamerPlatforms } from '@gs/shared/streamers';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { gamesQueryOptions } from '../../../lib/get-games';
import { useSaveStreamer } from '../api/streamers';
import { AvatarUpload } from './avatar-upload';

const MAX_GAMES = 6;
const ROOM_URL = /^https?:\/\/[^\s/?#]+\S*$/;

const blank: StreamerInput = {
  name: '',
  platform: 'douyin',
  roomUrl: '',
  avatar: '',
  games: [],
  sort: 0,
  enabled: true,
};

/** Adds a streamer (`streamer` null) or changes one; the server's field errors show at their fields. */
export function StreamerDrawer({ streamer, onClose }: { streamer: StaffStreamer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StreamerInput>();
  const [failure, setFailure] = useState<unknown>(null);
  const games = useQuery(gamesQueryOptions());
  const save = useSaveStreamer({
    onSuccess: () => {
      void message.success(t(streamer ? 'streamers.saved' : 'streamers.added'));
      onClose();
    },
    onError: (error) => setFailure(applyServerFieldErrors(form, error) ? null : error),
  });

  // A game no longer in the catalogue stays selectable, so saving does not drop it silently.
  const chosen: string[] = Form.useWatch('games', form) ?? streamer?.games ?? [];
  const gameNames = [...new Set([...(games.data ?? []).map((game) => game.name), ...chosen])];

  const submit = (values: StreamerInput) => {
    setFailure(null);
    save.mutate({
      id: streamer?.id ?? null,
      input: {
        name: values.name.trim(),
        platform: values.platform,
        roomUrl: values.roomUrl.trim(),
        avatar: values.avatar ?? '',
        games: values.games ?? [],
        sort: values.sort ?? 0,
        enabled: values.enabled,
      },
    });
  };

  return (
    <Drawer
      open
      size={520}
      title={streamer ? t('streamers.editTitle', { name: streamer.name }) : t('streamers.addTitle')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('streamers.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('streamers.save')}
          </Button>
        </Space>
      }
    >
      <FormErrorAlert error={failure} />
      <Form<StreamerInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          streamer
            ? {
                name: streamer.name,
                platform: streamer.platform,
                roomUrl: streamer.roomUrl,
                avatar: streamer.avatar,
                games: streamer.games,
                sort: streamer.sort,
                enabled: streamer.enabled,
              }
            : blank
        }
      >
        <Form.Item name="avatar" label={t('streamers.fields.avatar')}>
          <AvatarUpload />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('streamers.fields.name')}
          rules={[{ required: true, whitespace: true, max: 40, message: t('streamers.rules.name') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="platform"
          label={t('streamers.fields.platform')}
          rules={[{ required: true, message: t('streamers.rules.platform') }]}
        >
          <Select
            options={streamerPlatforms.map((platform) => ({
              value: platform,
              label: t(`streamers.platforms.${platform}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="roomUrl"
          label={t('streamers.fields.roomUrl')}
          extra={t('streamers.hints.roomUrl')}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[
            { required: true, whitespace: true, message: t('streamers.rules.roomUrl') },
            { pattern: ROOM_URL, max: 500, message: t('streamers.rules.roomUrl') },
          ]}
        >
          <Input placeholder="https://" inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="games"
          label={t('streamers.fields.games')}
          extra={t('streamers.hints.games', { max: MAX_GAMES })}
          rules={[{ type: 'array', max: MAX_GAMES, message: t('streamers.rules.games', { max: MAX_GAMES }) }]}
        >
          <Select
            mode="multiple"
            allowClear
            maxCount={MAX_GAMES}
            loading={games.isPending}
            optionFilterProp="label"
            options={gameNames.map((name) => ({ value: name, label: name }))}
          />
        </Form.Item>
        {games.isError ? (
          <Alert type="warning" showIcon title={t('streamers.gamesLoadFailed')} style={{ marginBottom: 16 }} />
        ) : null}
        <Space size={32} align="start">
          <Form.Item
            name="sort"
            label={t('streamers.fields.sort')}
            extra={t('streamers.hints.sort')}
            rules={[{ required: true, type: 'integer', min: 0, max: 9999, message: t('streamers.rules.sort') }]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('streamers.fields.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
