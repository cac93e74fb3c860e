import { PlusOutlined } from '@ant-design/icons';
import { isChoiceKind, type StaffAttribute, type StaffTemplate } from '@gs/shared/staff-templates';
import { describeError } from '@gs/web/error-message';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Row } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { templateQueryOptions } from '../api/get-template';
import { useReorder, useSaveAttribute } from '../api/save-template';
import { AttributeEditor, formValuesOf } from '../components/attribute-editor';
import { AttributesTable } from '../components/attributes-table';
import { ChoiceList } from '../components/choice-list';
import { GamePicker } from '../components/game-picker';
import { TemplatePreview } from '../components/template-preview';
import { type AttributeDraft, type AttributeFormValues, previewAttributes } from '../utils/preview-attributes';

/** /admin/catalogue/templates: a game's attribute template (`?gameId=`), its choices (`&attributeId=`), live preview. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameId = parseQueryId(params.get('gameId'));
  return (
    <PageContainer title={t('templates.title')}>
      <div style={{ marginBottom: 16 }}>
        <GamePicker value={gameId} onChange={(id) => setParams({ gameId: String(id) })} />
      </div>
      {gameId === null ? <EmptyState description={t('templates.noGame')} /> : <GameTemplate gameId={gameId} />}
    </PageContainer>
  );
}

type Editing = { id: number | null } | null;

function GameTemplate({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const template = useQuery(templateQueryOptions(gameId));
  if (template.isError) {
    return (
      <ErrorState title={t('templates.loadFailed')} error={template.error} onRetry={() => void template.refetch()} />
    );
  }
  if (!template.data) return <LoadingState label={t('common.loading')} rows={8} />;
  return <TemplateEditor key={gameId} template={template.data} />;
}

function TemplateEditor({ template }: { template: StaffTemplate }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, update } = useUrlFilters();
  const [editing, setEditing] = useState<Editing>(null);
  const [draftValues, setDraftValues] = useState<AttributeFormValues | null>(null);
  const save = useSaveAttribute(template.gameId);
  const reorder = useReorder(template.gameId);
  const { gameId } = template;

  const choicesId = parseQueryId(params.get('attributeId'));
  const choicesOf = template.attributes.find((attribute) => attribute.id === choicesId) ?? null;
  const editedAttribute =
    editing?.id != null ? (template.attributes.find((attribute) => attribute.id === editing.id) ?? null) : null;

  const draft: AttributeDraft | null = editing && draftValues ? { id: editing.id, values: draftValues } : null;
  const preview = useMemo(() => previewAttributes(template.attributes, draft), [template.attributes, draft]);
  const onDraftChange = useCallback((values: AttributeFormValues) => setDraftValues({ ...values }), []);

  const showChoices = (attribute: StaffAttribute | null) => update({ attributeId: attribute && String(attribute.id) });

  const done = (saved: StaffAttribute | null) => {
    setEditing(null);
    setDraftValues(null);
    if (saved?.enabled && isChoiceKind(saved.kind)) showChoices(saved);
  };

  const toggle = async (attribute: StaffAttribute, enabled: boolean) => {
    try {
      await save.mutateAsync({ gameId, id: attribute.id, input: { ...formValuesOf(attribute), enabled } });
      void message.success(t(enabled ? 'templates.enabledDone' : 'templates.disabledDone', { name: attribute.name }));
    } catch (failure) {
      void message.error(describeError(failure, t));
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        {editing ? (
          <AttributeEditor
            key={editing.id ?? 'new'}
            template={template}
            attribute={editedAttribute}
            onDraftChange={onDraftChange}
            onDone={done}
          />
        ) : null}
        <Card
          size="small"
          title={t('templates.attributesOf', { name: template.gameName })}
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
              {t('templates.add')}
            </Button>
          }
        >
          <AttributesTable
            attributes={template.attributes}
            selectedId={choicesOf?.id ?? null}
            busy={reorder.isPending || save.isPending}
            onEdit={(attribute) => setEditing({ id: attribute.id })}
            onChoices={(attribute) => showChoices(attribute)}
            onToggle={(attribute, enabled) => void toggle(attribute, enabled)}
            onReorder={(ids) =>
              reorder.mutate(
                { target: { scope: 'attributes' }, ids },
                { onError: (failure) => void message.error(describeError(failure, t)) },
              )
            }
          />
        </Card>
        {choicesOf && isChoiceKind(choicesOf.kind) ? <ChoiceList gameId={gameId} attribute={choicesOf} /> : null}
      </Col>
      <Col xs={24} xl={10}>
        <div style={{ position: 'sticky', top: 16 }}>
          <TemplatePreview attributes={preview} />
        </div>
      </Col>
    </Row>
  );
}
