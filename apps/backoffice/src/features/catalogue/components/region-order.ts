import type { StaffRegionNode } from '@gs/shared/staff-catalogue';

/** A tree node as antd's Tree draws it, with the region beside it. */
export interface RegionTreeItem {
  key: number;
  node: StaffRegionNode;
  children: RegionTreeItem[];
}

/** The nodes as a tree: children under their parents, siblings by sort then id. */
export function buildRegionTree(nodes: StaffRegionNode[]): RegionTreeItem[] {
  const sorted = [...nodes].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const items = new Map(sorted.map((node) => [node.id, { key: node.id, node, children: [] as RegionTreeItem[] }]));
  const roots: RegionTreeItem[] = [];
  for (const item of items.values()) {
    const parent = item.node.parentId === null ? undefined : items.get(item.node.parentId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** The ids of a parent's children (the roots for null), in display order. */
export function siblingIds(nodes: StaffRegionNode[], parentId: number | null): number[] {
  return nodes
    .filter((node) => node.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((node) => node.id);
}

/**
 * The siblings' new order after dropping `dragId` before or after `dropId`; null when the drop would move it to
 * another parent or level (the tree only reorders siblings) or changes nothing.
 */
export function orderAfterDrop(
  nodes: StaffRegionNode[],
  dragId: number,
  dropId: number,
  where: 'before' | 'after',
): { parentId: number | null; ids: number[] } | null {
  const drag = nodes.find((node) => node.id === dragId);
  const drop = nodes.find((node) => node.id === dropId);
  if (!drag || !drop || drag.id === drop.id || drag.parentId !== drop.parentId) return null;
  const current = siblingIds(nodes, drag.parentId);
  const rest = current.filter((id) => id !== dragId);
  const index = rest.indexOf(dropId) + (where === 'after' ? 1 : 0);
  const ids = [...rest.slice(0, index), dragId, ...rest.slice(index)];
  return ids.every((id, position) => id === current[position]) ? null : { parentId: drag.parentId, ids };
}

/** The siblings' order after moving a node one place up (-1) or down (+1); null at either end. */
export function orderAfterStep(
  nodes: StaffRegionNode[],
  id: number,
  step: -1 | 1,
): { parentId: number | null; ids: number[] } | null {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return null;
  const ids = siblingIds(nodes, node.parentId);
  const index = ids.indexOf(id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return null;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return { parentId: node.parentId, ids };
}
