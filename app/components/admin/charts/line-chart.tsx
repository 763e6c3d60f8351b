/**
 * A line over months on a fixed scale (the feedback ratings, 1 Poor to 4 Excellent): a
 * point per month that has a value, the line broken over months without one.
 */
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { ChartFigure, GRID_LINE, SERIES } from "./chart-frame";
import { MonthAxes, plotSize } from "./month-axes";

export interface LinePoint {
  key: string;
  label: string;
  value: number | null;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 };

export function LineChart({
  id,
  caption,
  summary,
  data,
  domain,
  ticks,
}: {
  id: string;
  caption: string;
  summary: string;
  data: LinePoint[];
  domain: [number, number];
  ticks: number[];
}) {
  return (
    <ChartFigure id={id} caption={caption} summary={summary} height={HEIGHT}>
      {(width) => {
        const { innerWidth, innerHeight } = plotSize(width, HEIGHT, MARGIN);
        const x = scalePoint<string>({
          domain: data.map((point) => point.key),
          range: [0, innerWidth],
          padding: 0.5,
        });
        const y = scaleLinear<number>({ domain, range: [innerHeight, 0] });
        const at = (point: LinePoint) => ({ x: x(point.key) ?? 0, y: y(point.value ?? 0) });
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows scale={y} width={innerWidth} tickValues={ticks} className={GRID_LINE} />
            <LinePath
              data={data}
              x={(point) => at(point).x}
              y={(point) => at(point).y}
              defined={(point) => point.value !== null}
              strokeWidth={2.5}
              className={`fill-none ${SERIES[1].stroke}`}
            />
            {data
              .filter((point) => point.value !== null)
              .map((point) => (
                <circle
                  key={point.key}
                  cx={at(point).x}
                  cy={at(point).y}
                  r={4}
                  className={SERIES[1].fill}
                />
              ))}
            <MonthAxes
              x={x}
              y={y}
              months={data}
              ticks={{ tickValues: ticks }}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
            />
          </Group>
        );
      }}
    </ChartFigure>
  );
}
