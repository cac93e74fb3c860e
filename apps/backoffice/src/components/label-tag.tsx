import { accessibleShade } from '@gs/web/contrast';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A shop's label (its own colour) as a tag: antd tints the background with the colour and writes the text in it,
 * which for a light green or orange reads at 2:1; the text takes the colour's readable shade (WCAG AA).
 */
export function LabelTag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Tag color={color} style={{ color: accessibleShade(color) }}>
      {children}
    </Tag>
  );
}
