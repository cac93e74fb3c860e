import type { StaffRegionNode } from '@gs/shared/staff-catalogue';

/**
 * The enabled nodes the storefront hides because every node under them is disabled or hidden itself (the server's
 * rule: a region whose servers are all disabled is no final node to sell on or filter by).
 */
export function emptiedNodeIds(nodes: readonly StaffRegionNode[]): Set<number> {
  const childrenOf = new Map<number, StaffRegionNode[]>();
  for (const node of nodes) {
    if (node.parentId !== null) childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
  }
  const emptied = new Set<number>();
  // Deepest first, so a node's children are settled before it.
  for (const node of [...nodes].sort((a, b) => b.level - a.level)) {
    const children = childrenOf.get(node.id) ?? [];
    if (node.enabled && children.length > 0 && children.every((child) => !child.enabled || emptied.has(child.id))) {
      emptied.add(node.id);
    }
  }
  return emptied;
}
