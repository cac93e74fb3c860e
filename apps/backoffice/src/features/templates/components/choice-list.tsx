import { CHOICE_NAME_MAX, type StaffAttribute, type StaffChoice } from '@gs/shared/staff-templates';
import { describeError } from '@gs/web/error-message';
import { App, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortableTable } from '../../../components/sortable-table';
import { useAddChoice, useReorder, useUpdateChoice } from '../api/save-template';
import { AddNameForm, EnabledToggle, RenamableName, StateTag } from './row-actions';
import { useSortLabels } from './use-sort-labels';

/**
 * The choices of one single, multiple or level attribute: add, rename in place, drag to reorder, disable (a
 * disabled choice leaves the forms and filters; listings that have it keep showing it).
 */
export function ChoiceList({ gameId, attribute }: { gameId: number; attribute: StaffAttribute }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sortLabels = useSortLabels();
  const add = useAddChoice(gameId);
  const update = useUpdateChoice(gameId);
  const reorder = useReorder(gameId);

  const change = async (choice: StaffChoice, input: { name: string; nameEn?: string; enabled: boolean }) => {
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
      <SortableTable<StaffChoice, number>
        rows={attribute.choices}
        rowKey={(choice) => choice.id}
        nameOf={(choice) => choice.name}
        labels={sortLabels}
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
              <RenamableName
                name={choice.name}
                enabled={choice.enabled}
                maxLength={CHOICE_NAME_MAX}
                renameLabel={t('templates.choices.rename')}
                disabledAs="strike"
                onRename={(name) => void change(choice, { name, enabled: choice.enabled })}
              />
            ),
          },
          {
            key: 'nameEn',
            title: t('common.englishName.label'),
            render: (_, choice) => (
              <Typography.Text
                type={choice.nameEn ? undefined : 'secondary'}
                lang="en"
                editable={{
                  maxLength: CHOICE_NAME_MAX,
                  triggerType: ['icon'],
                  tooltip: t('templates.choices.renameEnglish', { name: choice.name }),
                  text: choice.nameEn,
                  // Empty is allowed: English readers then see the choice's name.
                  onChange: (next) => {
                    const nameEn = next.trim();
                    if (nameEn !== choice.nameEn) {
                      void change(choice, { name: choice.name, nameEn, enabled: choice.enabled });
                    }
                  },
                }}
              >
                {choice.nameEn || t('templates.choices.noEnglish')}
              </Typography.Text>
            ),
          },
          {
            key: 'state',
            title: t('templates.columns.state'),
            width: 100,
            render: (_, choice) => <StateTag enabled={choice.enabled} />,
          },
          {
            key: 'actions',
            title: t('templates.columns.actions'),
            width: 110,
            render: (_, choice) => (
              <EnabledToggle
                name={choice.name}
                enabled={choice.enabled}
                confirmTitle={t('templates.choices.disableTitle', { name: choice.name })}
                confirmText={t('templates.choices.disableText')}
                onToggle={(enabled) => change(choice, { name: choice.name, enabled })}
              />
            ),
          },
        ]}
      />
      <AddNameForm
        formName="choiceAdd"
        label={t('templates.choices.addLabel')}
        inputLabel={t('templates.choices.newLabel')}
        placeholder={t('templates.choices.newPlaceholder')}
        requiredMessage={t('templates.choices.nameRequired')}
        submitText={t('templates.choices.add')}
        maxLength={CHOICE_NAME_MAX}
        pending={add.isPending}
        style={{ marginTop: 12 }}
        onAdd={async (name) => {
          const choice = await add.mutateAsync({ attributeId: attribute.id, name });
          void message.success(t('templates.choices.added', { name: choice.name }));
        }}
      />
    </Card>
  );
}
