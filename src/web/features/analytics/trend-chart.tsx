import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type TrendChartProps = {
  /** One value per day, oldest first. */
  values: readonly number[];
  kind: "line" | "bars";
  color: string;
  height?: number;
};

const bars = uPlot.paths.bars?.({ size: [0.8, 14] });

/**
 * A small chart of one figure per day (uPlot on a canvas), without axes or legend. Decorative: the
 * figure and a sentence or table beside it say the same in text. Loaded only with the analytics tab.
 */
export default function TrendChart({ values, kind, color, height = 64 }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = values.map((_, i) => i);
    const top = Math.max(1, ...values);
    const plot = new uPlot(
      {
        width: Math.max(120, element.clientWidth),
        height,
        padding: [6, 2, 2, 2],
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: { x: { time: false }, y: { range: () => [0, top * 1.1] } },
        axes: [{ show: false }, { show: false }],
        series: [
          {},
          {
            stroke: color,
            width: kind === "line" ? 2 : 0,
            fill: kind === "line" ? `${color}26` : color,
            points: { show: false },
            paths: kind === "bars" ? bars : undefined,
          },
        ],
      },
      [xs, [...values]],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(120, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [values, kind, color, height]);

  return <div ref={box} className="w-full overflow-hidden" style={{ height }} />;
}
