/**
 * The frame of a chart over months (the columns of a period, the ratings line): the plot's
 * size inside its margins, the value axis at the left and the months along the bottom.
 */
import { AxisBottom, AxisLeft, type AxisScale } from "@visx/axis";
import { AXIS_TEXT } from "./chart-frame";

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The size of the plot inside a chart's margins. */
export const plotSize = (width: number, height: number, margin: Margin) => ({
  innerWidth: Math.max(1, width - margin.left - margin.right),
  innerHeight: height - margin.top - margin.bottom,
});

/** How the value axis and its grid are ticked: about so many round values, or exactly these. */
export type ValueTicks = { numTicks: number } | { tickValues: number[] };

/**
 * The value axis (labels only: the grid rows draw the lines) and the months along the
 * bottom, every other one when the columns are narrow (a year on a phone).
 */
export function MonthAxes({
  x,
  y,
  months,
  ticks,
  format,
  innerWidth,
  innerHeight,
}: {
  x: AxisScale<number>;
  y: AxisScale<number>;
  months: readonly { key: string; label: string }[];
  ticks: ValueTicks;
  /** How a value reads on the value axis (the scale's own format without it). */
  format?: (value: number) => string;
  innerWidth: number;
  innerHeight: number;
}) {
  const labels = new Map(months.map((month) => [month.key, month.label]));
  const step = innerWidth / Math.max(1, months.length) < 34 ? 2 : 1;
  return (
    <>
      <AxisLeft
        scale={y}
        {...ticks}
        tickFormat={format ? (value) => format(Number(value)) : undefined}
        hideAxisLine
        hideTicks
        tickLabelProps={{
          className: AXIS_TEXT,
          fontFamily: "inherit",
          textAnchor: "end",
          dx: -4,
        }}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={months.map((month) => month.key).filter((_, index) => index % step === 0)}
        tickFormat={(key) => labels.get(String(key)) ?? String(key)}
        hideTicks
        axisLineClassName="stroke-sand-300"
        tickLabelProps={{ className: AXIS_TEXT, fontFamily: "inherit", textAnchor: "middle" }}
      />
    </>
  );
}
