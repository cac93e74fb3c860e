import { PlusOutlined } from '@ant-design/icons';
import { CHOICE_NAME_MAX, type StaffAttribute, type StaffChoice } from '@gs/shared/staff-templates';
import { describeError } from '@gs/web/error-message';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Button, Card, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddChoice, useReorder, useUpdateChoice } from '../api/save-template';
import { SortableTable } from './sortable-table';

/**
 * The choices of one single, multiple or level attribute: add, rename in place, drag to reorder, disable (a
 * disabled choice leaves the forms and filters; listings that have it keep showing it).
 */
export function ChoiceList({ gameId, attribute }: { gameId: number; attribute: StaffAttribute }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const add = useAddChoice(gameId);
  const update = useUpdateChoice(gameId);
  const reorder = useReorder(gameId);
  const { onFinish, error } = useFormSubmit<{ name: string }>(form, async ({ name }) => {
    const choice = await add.mutateAsync({ attributeId: attribute.id, name: name.trim() });
    form.resetFields();
    void message.success(t('templates.choices.added', { name: choice.name }));
  });

  const change = async (choice: StaffChoice, input: { name: string; enabled: boolean }) => {
    try {
      await update.mutateAsync({ id: choice.id, input });
      void message.success(
        t(
          input.enabled !== choice.enabled
            ? input.enabled
              ? 'templates.choices.enabledDone'
              : 'templates.choices.disabledDone'
            : 'templates.choices.renamed',
          { name: input.name },
        ),
      );
    } catch (failure) {
      void message.error(describeError(failure, t));
    }
  };

  return (
    <Card size="small" title={t('templates.choices.title', { name: attribute.name })} style={{ marginTop: 16 }}>
      <SortableTable<StaffChoice>
        rows={attribute.choices}
        nameOf={(choice) => choice.name}
        onReorder={(ids) =>
          reorder.mutate(
            { target: { scope: 'choices', attributeId: attribute.id }, ids },
            { onError: (failure) => void message.error(describeError(failure, t)) },
          )
        }
        disabled={reorder.isPending}
        locale={{ emptyText: t('templates.choices.empty') }}
        columns={[
          {
            key: 'name',
            title: t('templates.choices.name'),
            render: (_, choice) => (
              <Typography.Text
                delete={!choice.enabled}
                type={choice.enabled ? undefined : 'secondary'}
                editable={{
                  maxLength: CHOICE_NAME_MAX,
                  triggerType: ['icon'],
                  tooltip: t('templates.choices.rename'),
                  text: choice.name,
                  onChange: (name) => {
                    const trimmed = name.trim();
                    if (trimmed && trimmed !== choice.name)
                      void change(choice, { name: trimmed, enabled: choice.enabled });
                  },
                }}
              >
                {choice.name}
              </Typography.Text>
            ),
          },
          {
            key: 'state',
            title: t('templates.columns.state'),
            width: 100,
            render: (_, choice) =>
              choice.enabled ? <Tag color="green">{t('templates.enabled')}</Tag> : <Tag>{t('templates.disabled')}</Tag>,
          },
          {
            key: 'actions',
            title: t('templates.columns.actions'),
            width: 110,
            render: (_, choice) =>
              choice.enabled ? (
                <Popconfirm
                  title={t('templates.choices.disableTitle', { name: choice.name })}
                  description={t('templates.choices.disableText')}
                  okText={t('templates.disable')}
                  onConfirm={() => change(choice, { name: choice.name, enabled: false })}
                >
                  <Button size="small" aria-label={t('templates.disableNamed', { name: choice.name })}>
                    {t('templates.disable')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button
                  size="small"
                  aria-label={t('templates.enableNamed', { name: choice.name })}
                  onClick={() => change(choice, { name: choice.name, enabled: true })}
                >
                  {t('templates.enable')}
                </Button>
              ),
          },
        ]}
      />
      <Form
        form={form}
        name="choiceAdd"
        onFinish={onFinish}
        style={{ marginTop: 12 }}
        aria-label={t('templates.choices.addLabel')}
      >
        {error ? (
          <Typography.Paragraph type="danger" role="alert">
            {describeError(error, t)}
          </Typography.Paragraph>
        ) : null}
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Form.Item
            name="name"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('templates.choices.nameRequired') }]}
          >
            <Input
              maxLength={CHOICE_NAME_MAX}
              placeholder={t('templates.choices.newPlaceholder')}
              aria-label={t('templates.choices.newLabel')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
            {t('templates.choices.add')}
          </Button>
        </Space.Compact>
        <Form.Item shouldUpdate noStyle>
          {() => {
            const errors = form.getFieldError('name');
            return errors.length > 0 ? (
              <Typography.Paragraph type="danger" style={{ marginTop: 4 }}>
                {errors[0]}
              </Typography.Paragraph>
            ) : null;
          }}
        </Form.Item>
      </Form>
    </Card>
  );
}
