import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { HERO_NAME_MAX, type StaffHero, type StaffHeroes, type StaffSkin } from '@gs/shared/staff-templates';
import { describeError } from '@gs/web/error-message';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { SortableTable } from '../../../components/sortable-table';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { heroesQueryOptions } from '../api/get-heroes';
import { templateQueryOptions } from '../api/get-template';
import { useReorderHeroes, useSaveHero, useSaveSkin } from '../api/save-heroes';
import { GamePicker } from '../components/game-picker';
import { AddNameForm, EnabledToggle, RenamableName, StateTag } from '../components/row-actions';
import { SkinModal } from '../components/skin-modal';
import { useSortLabels } from '../components/use-sort-labels';

/** /admin/catalogue/heroes: a game's heroes (`?gameId=`) and the skins of one (`&heroId=`). */
export function HeroesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameId = parseQueryId(params.get('gameId'));
  return (
    <PageContainer title={t('templates.heroes.title')}>
      <div style={{ marginBottom: 16 }}>
        <GamePicker value={gameId} onChange={(id) => setParams({ gameId: String(id) })} />
      </div>
      {gameId === null ? <EmptyState description={t('templates.noGame')} /> : <GameHeroes gameId={gameId} />}
    </PageContainer>
  );
}

function GameHeroes({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const heroes = useQuery(heroesQueryOptions(gameId));
  if (heroes.isError) {
    return (
      <ErrorState title={t('templates.heroes.loadFailed')} error={heroes.error} onRetry={() => void heroes.refetch()} />
    );
  }
  if (!heroes.data) return <LoadingState label={t('common.loading')} rows={8} />;
  return <HeroesEditor key={gameId} data={heroes.data} />;
}

function HeroesEditor({ data }: { data: StaffHeroes }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, update } = useUrlFilters();
  const { gameId } = data;
  const sortLabels = useSortLabels();
  const saveHero = useSaveHero(gameId);
  const reorder = useReorderHeroes(gameId);
  const heroId = parseQueryId(params.get('heroId'));
  const hero = data.heroes.find((candidate) => candidate.id === heroId) ?? null;

  const select = (id: number) => update({ heroId: String(id) });

  const change = async (target: StaffHero, input: { name: string; nameEn?: string; enabled: boolean }) => {
    try {
      await saveHero.mutateAsync({ id: target.id, input });
      void message.success(t('templates.heroes.saved', { name: input.name }));
    } catch (failure) {
      void message.error(describeError(failure, t));
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card size="small" title={t('templates.heroes.heroesTitle')}>
          <AddNameForm
            formName="heroAdd"
            label={t('templates.heroes.add')}
            inputLabel={t('templates.heroes.newLabel')}
            placeholder={t('templates.heroes.newPlaceholder')}
            requiredMessage={t('templates.heroes.nameRequired')}
            submitText={t('templates.heroes.add')}
            maxLength={HERO_NAME_MAX}
            pending={saveHero.isPending}
            style={{ marginBottom: 12 }}
            onAdd={async (name) => {
              const added = await saveHero.mutateAsync({ id: null, input: { name } });
              void message.success(t('templates.heroes.added', { name: added.name }));
              select(added.id);
            }}
          />
          <SortableTable<StaffHero, number>
            rows={data.heroes}
            rowKey={(row) => row.id}
            nameOf={(row) => row.name}
            labels={sortLabels}
            onReorder={(ids) =>
              reorder.mutate(
                { target: { scope: 'heroes' }, ids },
                { onError: (failure) => void message.error(describeError(failure, t)) },
              )
            }
            disabled={reorder.isPending}
            locale={{ emptyText: t('templates.heroes.empty') }}
            rowClassName={(row) => (row.id === heroId ? 'ant-table-row-selected' : '')}
            onRow={(row) => ({ onClick: () => select(row.id), style: { cursor: 'pointer' } })}
            columns={[
              {
                key: 'name',
                title: t('templates.heroes.hero'),
                render: (_, row) => (
                  <Space orientation="vertical" size={0}>
                    <RenamableName
                      name={row.name}
                      enabled={row.enabled}
                      maxLength={HERO_NAME_MAX}
                      renameLabel={t('templates.heroes.rename')}
                      disabledAs="tag"
                      onRename={(name) => void change(row, { name, enabled: row.enabled })}
                    />
                    {/* The English name under the name: English readers see it, the name while it is empty. */}
                    <Typography.Text
                      type="secondary"
                      lang="en"
                      editable={{
                        maxLength: HERO_NAME_MAX,
                        triggerType: ['icon'],
                        tooltip: t('templates.heroes.renameEnglish', { name: row.name }),
                        text: row.nameEn,
                        onChange: (next) => {
                          const nameEn = next.trim();
                          if (nameEn !== row.nameEn) void change(row, { name: row.name, nameEn, enabled: row.enabled });
                        },
                      }}
                    >
                      {row.nameEn || t('templates.choices.noEnglish')}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                key: 'skins',
                title: t('templates.heroes.skins'),
                width: 72,
                render: (_, row) => row.skins.length,
              },
              {
                key: 'actions',
                title: t('templates.columns.actions'),
                width: 84,
                render: (_, row) => (
                  <EnabledToggle
                    name={row.name}
                    enabled={row.enabled}
                    confirmTitle={t('templates.heroes.disableTitle', { name: row.name })}
                    confirmText={t('templates.heroes.disableText')}
                    onToggle={(enabled) => change(row, { name: row.name, enabled })}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        {hero ? (
          <HeroSkins gameId={gameId} hero={hero} />
        ) : (
          <Card size="small">
            <EmptyState description={t('templates.heroes.pickHero')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}

function HeroSkins({ gameId, hero }: { gameId: number; hero: StaffHero }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const template = useQuery(templateQueryOptions(gameId));
  const reorder = useReorderHeroes(gameId);
  const saveSkin = useSaveSkin(gameId);
  const sortLabels = useSortLabels();
  const [modal, setModal] = useState<{ skin: StaffSkin | null } | null>(null);
  const choiceName = (id: number | null) => {
    if (id === null) return null;
    for (const attribute of template.data?.attributes ?? []) {
      const choice = attribute.choices.find((candidate) => candidate.id === id);
      if (choice) return `${attribute.name} · ${choice.name}`;
    }
    return `#${id}`;
  };
  const toggle = async (skin: StaffSkin, enabled: boolean) => {
    try {
      await saveSkin.mutateAsync({
        heroId: hero.id,
        id: skin.id,
        input: { name: skin.name, quality: skin.quality, choiceId: skin.choiceId, enabled },
      });
      void message.success(t('templates.heroes.skinSaved', { name: skin.name }));
    } catch (failure) {
      void message.error(describeError(failure, t));
    }
  };
  return (
    <Card
      size="small"
      title={t('templates.heroes.skinsOf', { name: hero.name })}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ skin: null })}>
          {t('templates.heroes.addSkin')}
        </Button>
      }
    >
      <SortableTable<StaffSkin, number>
        rows={hero.skins}
        rowKey={(skin) => skin.id}
        nameOf={(skin) => skin.name}
        labels={sortLabels}
        onReorder={(ids) =>
          reorder.mutate(
            { target: { scope: 'skins', heroId: hero.id }, ids },
            { onError: (failure) => void message.error(describeError(failure, t)) },
          )
        }
        disabled={reorder.isPending}
        locale={{ emptyText: t('templates.heroes.noSkins') }}
        columns={[
          {
            key: 'name',
            title: t('templates.heroes.skinName'),
            render: (_, skin) => (
              <Space size={4} wrap>
                <Typography.Text type={skin.enabled ? undefined : 'secondary'}>{skin.name}</Typography.Text>
                {skin.nameEn ? (
                  <Typography.Text type="secondary" lang="en">
                    {skin.nameEn}
                  </Typography.Text>
                ) : null}
                {skin.enabled ? null : <StateTag enabled={false} />}
              </Space>
            ),
          },
          {
            key: 'quality',
            title: t('templates.heroes.quality'),
            width: 110,
            render: (_, skin) => (skin.quality ? <Tag color="gold">{skin.quality}</Tag> : '—'),
          },
          {
            key: 'choice',
            title: t('templates.heroes.choice'),
            render: (_, skin) => choiceName(skin.choiceId) ?? <Typography.Text type="secondary">—</Typography.Text>,
          },
          {
            key: 'actions',
            title: t('templates.columns.actions'),
            width: 130,
            render: (_, skin) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('templates.editNamed', { name: skin.name })}
                  onClick={() => setModal({ skin })}
                />
                <EnabledToggle
                  name={skin.name}
                  enabled={skin.enabled}
                  confirmTitle={t('templates.heroes.disableSkinTitle', { name: skin.name })}
                  onToggle={(enabled) => toggle(skin, enabled)}
                />
              </Space>
            ),
          },
        ]}
      />
      <SkinModal
        open={modal !== null}
        gameId={gameId}
        heroId={hero.id}
        skin={modal?.skin ?? null}
        template={template.data}
        onClose={() => setModal(null)}
      />
    </Card>
  );
}
