/**
 * The report's bar charts: columns over time (months) and horizontal bars by category
 * (room types, sources, payment methods). visx scales and shapes, drawn as SVG.
 */
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartFigure, GRID_LINE, SERIES } from "./chart-frame";
import { MonthAxes, plotSize } from "./month-axes";

export interface BarDatum {
  key: string;
  /** The label under the column or before the bar. */
  label: string;
  value: number;
}

const COLUMN_HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };

/** A bar chart's names (see ChartFigure), its data and how an amount reads. */
interface BarChartProps {
  id: string;
  caption: string;
  summary: string;
  data: BarDatum[];
  /** How an amount reads on the value axis or at a bar's end. */
  format: (value: number) => string;
}

/** Columns of one value per category along the bottom (months of a period). */
export function ColumnChart({ id, caption, summary, data, format }: BarChartProps) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <ChartFigure id={id} caption={caption} summary={summary} height={COLUMN_HEIGHT}>
      {(width) => {
        const { innerWidth, innerHeight } = plotSize(width, COLUMN_HEIGHT, MARGIN);
        const x = scaleBand<string>({
          domain: data.map((datum) => datum.key),
          range: [0, innerWidth],
          padding: 0.25,
        });
        const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
        const ticks = { numTicks: 4 };
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows scale={y} width={innerWidth} {...ticks} className={GRID_LINE} />
            {data.map((datum) => {
              const top = y(datum.value);
              // A few columns stay columns, not walls: at most 64 px wide, centred.
              const width = Math.min(64, x.bandwidth());
              return (
                <Bar
                  key={datum.key}
                  x={(x(datum.key) ?? 0) + (x.bandwidth() - width) / 2}
                  y={top}
                  width={width}
                  height={Math.max(0, innerHeight - top)}
                  rx={2}
                  className={SERIES[0].fill}
                />
              );
            })}
            <MonthAxes
              x={x}
              y={y}
              months={data}
              ticks={ticks}
              format={format}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
            />
          </Group>
        );
      }}
    </ChartFigure>
  );
}

const ROW = 30;
const LABEL_SHARE = 0.4;

/** Horizontal bars, one per category, each with its value written at its end. */
export function BarList({ id, caption, summary, data, format }: BarChartProps) {
  const height = Math.max(1, data.length) * ROW + 8;
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <ChartFigure id={id} caption={caption} summary={summary} height={height}>
      {(width) => {
        const labelWidth = Math.min(180, Math.round(width * LABEL_SHARE));
        const labelText = width < 480 ? "fill-ink text-xs" : "fill-ink text-sm";
        // Room for the value written after the longest bar.
        const valueRoom = 96;
        const x = scaleLinear<number>({
          domain: [0, max],
          range: [0, Math.max(1, width - labelWidth - valueRoom)],
        });
        return (
          <Group top={4}>
            {data.map((datum, index) => {
              const top = index * ROW;
              const length = x(datum.value);
              return (
                <Group key={datum.key} top={top}>
                  <text
                    x={labelWidth - 8}
                    y={ROW / 2}
                    dy="0.35em"
                    textAnchor="end"
                    className={labelText}
                  >
                    {datum.label}
                  </text>
                  <Bar
                    x={labelWidth}
                    y={5}
                    width={Math.max(datum.value > 0 ? 2 : 0, length)}
                    height={ROW - 10}
                    rx={2}
                    className={SERIES[0].fill}
                  />
                  <text
                    x={labelWidth + length + 6}
                    y={ROW / 2}
                    dy="0.35em"
                    className="fill-ink text-xs tabular-nums"
                  >
                    {format(datum.value)}
                  </text>
                </Group>
              );
            })}
          </Group>
        );
      }}
    </ChartFigure>
  );
}
