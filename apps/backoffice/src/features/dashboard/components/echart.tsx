import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { CSSProperties } from 'react';

// Only the parts the dashboard draws, so the chart chunk stays small (loaded when a chart first shows).
echarts.use([
  PieChart,
  FunnelChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

export type ChartOption = Parameters<echarts.ECharts['setOption']>[0];

/** An ECharts chart from the dashboard's own build of echarts; a lazy chunk of its own. */
export default function EChart({ option, style }: { option: ChartOption; style?: CSSProperties }) {
  return <ReactEChartsCore echarts={echarts} option={option} style={style} notMerge lazyUpdate />;
}
