import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { type RegionKind, regionKinds } from '@gs/shared/games';
import type { StaffRegionNode, StaffRegionTree } from '@gs/shared/staff-catalogue';
import { App, Button, Popconfirm, Space, Tag, Tooltip, Tree, type TreeProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useReorderRegions, useSetRegionEnabled } from '../api/change-region';
import { emptiedNodeIds } from './region-availability';
import { type RegionEdit, RegionNodeModal } from './region-node-modal';
import { buildRegionTree, orderAfterDrop, orderAfterStep, type RegionTreeItem } from './region-order';

const KIND_COLORS: Record<RegionKind, string> = { system: 'purple', operator: 'blue', region: 'cyan', server: 'green' };

const childKindOf = (kind: RegionKind): RegionKind | null => regionKinds[regionKinds.indexOf(kind) + 1] ?? null;

/**
 * A game's region tree: drag (or the arrow buttons) to reorder among siblings, add a node under any node but a
 * server, rename, disable and enable. Nodes never move to another parent or level.
 */
export function RegionTree({ tree }: { tree: StaffRegionTree }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reorder = useReorderRegions(tree.gameId);
  const setEnabled = useSetRegionEnabled(tree.gameId);
  const [edit, setEdit] = useState<RegionEdit | null>(null);
  const items = useMemo(() => buildRegionTree(tree.nodes), [tree.nodes]);
  const byId = useMemo(() => new Map(tree.nodes.map((node) => [node.id, node])), [tree.nodes]);
  const emptied = useMemo(() => emptiedNodeIds(tree.nodes), [tree.nodes]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const expandedKeys = expanded ?? items.map((item) => item.key);

  const fail = (error: unknown) => void message.error(error instanceof Error ? error.message : String(error));

  const applyOrder = async (order: { parentId: number | null; ids: number[] } | null) => {
    if (!order) return;
    try {
      await reorder.mutateAsync({ gameId: tree.gameId, ...order });
      void message.success(t('catalogue.regions.reordered'));
    } catch (error) {
      fail(error);
    }
  };

  const toggle = async (node: StaffRegionNode) => {
    try {
      await setEnabled.mutateAsync({ id: node.id, enabled: !node.enabled });
      void message.success(
        t(node.enabled ? 'catalogue.regions.disabledDone' : 'catalogue.regions.enabledDone', { name: node.name }),
      );
    } catch (error) {
      fail(error);
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    if (!info.dropToGap) return;
    const position = Number(info.node.pos.split('-').at(-1));
    const where = info.dropPosition - position < 0 ? 'before' : 'after';
    void applyOrder(orderAfterDrop(tree.nodes, Number(info.dragNode.key), Number(info.node.key), where));
  };

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 && byId.get(Number(dragNode.key))?.parentId === byId.get(Number(dropNode.key))?.parentId;

  const titleOf = (node: StaffRegionNode) => {
    const childKind = childKindOf(node.kind);
    return (
      <Space size={4} wrap style={{ paddingBlock: 2 }}>
        <Typography.Text delete={!node.enabled} type={node.enabled ? undefined : 'secondary'}>
          {node.name}
        </Typography.Text>
        <Tag color={KIND_COLORS[node.kind]}>{t(`catalogue.regions.kinds.${node.kind}`)}</Tag>
        {node.key ? <Typography.Text code>{node.key}</Typography.Text> : null}
        {node.enabled ? null : <Tag>{t('catalogue.disabled')}</Tag>}
        {emptied.has(node.id) ? (
          <Tooltip title={t('catalogue.regions.emptiedHint')}>
            <Tag color="warning">{t('catalogue.regions.emptied')}</Tag>
          </Tooltip>
        ) : null}
        <span
          role="toolbar"
          aria-label={t('catalogue.regions.actionsOf', { name: node.name })}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <Tooltip title={t('catalogue.regions.moveUp')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('catalogue.regions.moveUpNamed', { name: node.name })}
              onClick={() => void applyOrder(orderAfterStep(tree.nodes, node.id, -1))}
            />
          </Tooltip>
          <Tooltip title={t('catalogue.regions.moveDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('catalogue.regions.moveDownNamed', { name: node.name })}
              onClick={() => void applyOrder(orderAfterStep(tree.nodes, node.id, 1))}
            />
          </Tooltip>
          {childKind ? (
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              // The visible words first, so a voice user saying them finds the button (WCAG label in name).
              aria-label={t('catalogue.regions.addUnderNamed', {
                action: t(`catalogue.regions.addKind.${childKind}`),
                name: node.name,
              })}
              onClick={() => setEdit({ mode: 'add', parent: node, kind: childKind })}
            >
              {t(`catalogue.regions.addKind.${childKind}`)}
            </Button>
          ) : null}
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            aria-label={t('catalogue.regions.renameNamed', { name: node.name })}
            onClick={() => setEdit({ mode: 'rename', node })}
          >
            {t('catalogue.regions.rename')}
          </Button>
          <Popconfirm
            title={t(node.enabled ? 'catalogue.regions.disableTitle' : 'catalogue.regions.enableTitle', {
              name: node.name,
            })}
            description={t(node.enabled ? 'catalogue.regions.disableBody' : 'catalogue.regions.enableBody')}
            okText={t(node.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            okButtonProps={{ danger: node.enabled }}
            onConfirm={() => toggle(node)}
          >
            <Button
              size="small"
              type="link"
              danger={node.enabled}
              icon={node.enabled ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={t(node.enabled ? 'catalogue.disableNamed' : 'catalogue.enableNamed', { name: node.name })}
            >
              {t(node.enabled ? 'catalogue.disable' : 'catalogue.enable')}
            </Button>
          </Popconfirm>
        </span>
      </Space>
    );
  };

  const toTreeData = (list: RegionTreeItem[]): NonNullable<TreeProps['treeData']> =>
    list.map((item) => ({ key: item.key, title: titleOf(item.node), children: toTreeData(item.children) }));

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<PlusOutlined />} onClick={() => setEdit({ mode: 'add', parent: null, kind: tree.rootKind })}>
          {t('catalogue.regions.addRoot', { kind: t(`catalogue.regions.kinds.${tree.rootKind}`) })}
        </Button>
        <Button onClick={() => setExpanded(tree.nodes.map((node) => node.id))}>
          {t('catalogue.regions.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])}>{t('catalogue.regions.collapseAll')}</Button>
      </Space>
      {items.length === 0 ? (
        <EmptyState description={t('catalogue.regions.empty')} />
      ) : (
        <Tree
          blockNode
          draggable={{ icon: false }}
          selectable={false}
          treeData={toTreeData(items)}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          allowDrop={allowDrop}
          onDrop={onDrop}
          aria-label={t('catalogue.regions.treeLabel')}
        />
      )}
      <RegionNodeModal gameId={tree.gameId} edit={edit} onClose={() => setEdit(null)} />
    </>
  );
}
