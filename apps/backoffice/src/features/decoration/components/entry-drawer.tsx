import {
  type DecorationEntryInput,
  type EditableDecorationArea,
  isSafeDecorationLink,
  type StaffDecorationEntry,
} from '@gs/shared/staff-decoration';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import { App, Button, DatePicker, Drawer, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { uploadDecorationImage, useSaveDecorationEntry } from '../api/decoration';
import { areaSpecs } from './area-specs';
import { LinkField } from './link-field';

interface EntryFormValues {
  image: string;
  imageEn: string;
  title: string;
  titleEn: string;
  link: string;
  schedule: [Dayjs | null, Dayjs | null] | null;
}

/** Adds an entry to `area` of the draft (`entry` null) or changes one; the server's field errors show at their fields. */
export function EntryDrawer({
  area,
  entry,
  onClose,
}: {
  area: EditableDecorationArea;
  entry: StaffDecorationEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryFormValues>();
  const [failure, setFailure] = useState<unknown>(null);
  const spec = areaSpecs[area];
  const save = useSaveDecorationEntry({
    onSuccess: () => {
      void message.success(t(entry ? 'decoration.saved' : 'decoration.added'));
      onClose();
    },
    onError: (error) =>
      setFailure(
        applyServerFieldErrors(form, error, { aliases: { startsAt: 'schedule', endsAt: 'schedule' } }) ? null : error,
      ),
  });

  const submit = (values: EntryFormValues) => {
    setFailure(null);
    const [from, to] = values.schedule ?? [null, null];
    const input: DecorationEntryInput = {
      area,
      image: values.image ?? '',
      imageEn: spec.aspect ? (values.imageEn ?? '') : '',
      title: values.title.trim(),
      titleEn: (values.titleEn ?? '').trim(),
      link: (values.link ?? '').trim(),
      startsAt: from ? from.toISOString() : null,
      endsAt: to ? to.toISOString() : null,
    };
    save.mutate({ id: entry?.id ?? null, input });
  };

  return (
    <Drawer
      open
      size={560}
      title={
        entry
          ? t('decoration.editTitle', { area: t(`decoration.areas.${area}.name`) })
          : t('decoration.addTitle', { area: t(`decoration.areas.${area}.name`) })
      }
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('decoration.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('decoration.save')}
          </Button>
        </Space>
      }
    >
      <FormErrorAlert error={failure} />
      <Form<EntryFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          image: entry?.image ?? '',
          imageEn: entry?.imageEn ?? '',
          title: entry?.title ?? '',
          titleEn: entry?.titleEn ?? '',
          link: entry?.link ?? '',
          schedule:
            entry?.startsAt || entry?.endsAt
              ? [entry.startsAt ? dayjs(entry.startsAt) : null, entry.endsAt ? dayjs(entry.endsAt) : null]
              : null,
        }}
      >
        {spec.aspect ? (
          <Form.Item
            name="image"
            label={t('decoration.fields.image')}
            rules={[{ required: true, message: t('decoration.rules.image') }]}
          >
            <ImageUpload
              upload={uploadDecorationImage}
              aspect={spec.aspect}
              previewWidth={spec.previewWidth}
              previewHeight={Math.round(spec.previewWidth / spec.aspect)}
              alt={t('decoration.fields.image')}
              labels={{ hint: t(`decoration.areas.${area}.imageHint`) }}
            />
          </Form.Item>
        ) : null}
        {spec.aspect ? (
          <Form.Item name="imageEn" label={t('decoration.fields.imageEn')} extra={t('decoration.imageEnHint')}>
            <ImageUpload
              upload={uploadDecorationImage}
              aspect={spec.aspect}
              previewWidth={spec.previewWidth}
              previewHeight={Math.round(spec.previewWidth / spec.aspect)}
              alt={t('decoration.fields.imageEn')}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="title"
          label={t('decoration.fields.title')}
          extra={t(`decoration.areas.${area}.titleHint`)}
          rules={[{ required: true, whitespace: true, max: 120, message: t('decoration.rules.title') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <EnglishNameField name="titleEn" kind="title" max={120} />
        <Form.Item
          name="link"
          label={t('decoration.fields.link')}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!isSafeDecorationLink((value ?? '').trim())) throw new Error(t('decoration.rules.link'));
              },
            },
          ]}
        >
          <LinkField />
        </Form.Item>
        <Form.Item
          name="schedule"
          label={t('decoration.fields.schedule')}
          extra={t('decoration.hints.schedule')}
          rules={[
            {
              validator: async (_rule, value: EntryFormValues['schedule']) => {
                const [from, to] = value ?? [null, null];
                if (from && to && !from.isBefore(to)) throw new Error(t('decoration.rules.schedule'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('decoration.placeholders.from'), t('decoration.placeholders.to')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
