import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { HERO_NAME_MAX, type StaffHero, type StaffHeroes, type StaffSkin } from '@gs/shared/staff-templates';
import { describeError } from '@gs/web/error-message';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { parseQueryId } from '@gs/web/query-values';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageContainer } from '../../../components/page-container';
import { heroesQueryOptions } from '../api/get-heroes';
import { templateQueryOptions } from '../api/get-template';
import { useReorderHeroes, useSaveHero, useSaveSkin } from '../api/save-heroes';
import { GamePicker } from '../components/game-picker';
import { SkinModal } from '../components/skin-modal';
import { SortableTable } from '../components/sortable-table';

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

function StateTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? <Tag color="green">{t('templates.enabled')}</Tag> : <Tag>{t('templates.disabled')}</Tag>;
}

function HeroesEditor({ data }: { data: StaffHeroes }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { gameId } = data;
  const [form] = Form.useForm<{ name: string }>();
  const saveHero = useSaveHero(gameId);
  const reorder = useReorderHeroes(gameId);
  const heroId = parseQueryId(params.get('heroId'));
  const hero = data.heroes.find((candidate) => candidate.id === heroId) ?? null;

  const select = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('heroId', String(id));
    setParams(next);
  };

  const { onFinish } = useFormSubmit<{ name: string }>(form, async ({ name }) => {
    const added = await saveHero.mutateAsync({ id: null, input: { name: name.trim() } });
    form.resetFields();
    void message.success(t('templates.heroes.added', { name: added.name }));
    select(added.id);
  });

  const change = async (target: StaffHero, input: { name: string; enabled: boolean }) => {
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
          <Form
            form={form}
            name="heroAdd"
            onFinish={onFinish}
            style={{ marginBottom: 12 }}
            aria-label={t('templates.heroes.add')}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="name"
                noStyle
                rules={[{ required: true, whitespace: true, message: t('templates.heroes.nameRequired') }]}
              >
                <Input
                  maxLength={HERO_NAME_MAX}
                  placeholder={t('templates.heroes.newPlaceholder')}
                  aria-label={t('templates.heroes.newLabel')}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saveHero.isPending}>
                {t('templates.heroes.add')}
              </Button>
            </Space.Compact>
            <Form.Item shouldUpdate noStyle>
              {() => {
                const errors = form.getFieldError('name');
                return errors.length > 0 ? (
                  <Typography.Paragraph type="danger" style={{ marginTop: 4, marginBottom: 0 }}>
                    {errors[0]}
                  </Typography.Paragraph>
                ) : null;
              }}
            </Form.Item>
          </Form>
          <SortableTable<StaffHero>
            rows={data.heroes}
            nameOf={(row) => row.name}
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
                  <Space size={4} wrap>
                    <Typography.Text
                      type={row.enabled ? undefined : 'secondary'}
                      editable={{
                        maxLength: HERO_NAME_MAX,
                        triggerType: ['icon'],
                        tooltip: t('templates.heroes.rename'),
                        text: row.name,
                        onChange: (name) => {
                          const trimmed = name.trim();
                          if (trimmed && trimmed !== row.name)
                            void change(row, { name: trimmed, enabled: row.enabled });
                        },
                      }}
                    >
                      {row.name}
                    </Typography.Text>
                    {row.enabled ? null : <StateTag enabled={false} />}
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
                render: (_, row) =>
                  row.enabled ? (
                    <Popconfirm
                      title={t('templates.heroes.disableTitle', { name: row.name })}
                      description={t('templates.heroes.disableText')}
                      okText={t('templates.disable')}
                      onConfirm={() => change(row, { name: row.name, enabled: false })}
                    >
                      <Button
                        size="small"
                        aria-label={t('templates.disableNamed', { name: row.name })}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {t('templates.disable')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      size="small"
                      aria-label={t('templates.enableNamed', { name: row.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        void change(row, { name: row.name, enabled: true });
                      }}
                    >
                      {t('templates.enable')}
                    </Button>
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
      <SortableTable<StaffSkin>
        rows={hero.skins}
        nameOf={(skin) => skin.name}
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
                {skin.enabled ? (
                  <Popconfirm
                    title={t('templates.heroes.disableSkinTitle', { name: skin.name })}
                    okText={t('templates.disable')}
                    onConfirm={() => toggle(skin, false)}
                  >
                    <Button size="small" aria-label={t('templates.disableNamed', { name: skin.name })}>
                      {t('templates.disable')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    size="small"
                    aria-label={t('templates.enableNamed', { name: skin.name })}
                    onClick={() => void toggle(skin, true)}
                  >
                    {t('templates.enable')}
                  </Button>
                )}
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
