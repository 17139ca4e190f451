import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { useTheme } from '../theme'
import './charts.css'

interface UPlotChartProps {
  /** The chart's options but its size (it takes its box's width). */
  options: Omit<uPlot.Options, 'width' | 'height'>
  data: uPlot.AlignedData
  /** What the picture shows, for screen readers (the table gives the numbers). */
  label: string
  /** The exact figures of the point under the pointer. */
  tooltip: (index: number) => ReactNode
  height?: number
  /**
   * A click on the chart opens the point under the pointer (its orders): the
   * same as the link of its row in the chart's table, which the keyboard uses.
   */
  onPick?: ((index: number) => void) | undefined
}

type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>

/**
 * The options in the colours of the theme painted now. A canvas cannot read CSS,
 * so a colour written `var(--name)` is read from the chart's box, and the axes
 * take the box's text colour and the theme's divider for their grid and ticks.
 */
export function themedOptions(options: ChartOptions, box: Element): ChartOptions {
  const style = getComputedStyle(box)
  const colour = <T,>(value: T): T =>
    typeof value === 'string' && value.startsWith('var(')
      ? (style.getPropertyValue(value.slice(4, -1)).trim() as T)
      : value
  const divider = colour('var(--app-divider)')
  return {
    ...options,
    series: options.series.map((s) => ({ ...s, stroke: colour(s.stroke), fill: colour(s.fill) })),
    axes: options.axes?.map((axis) => ({
      ...axis,
      stroke: colour(axis.stroke) ?? style.color,
      grid: { stroke: divider, ...axis.grid },
      ticks: { stroke: divider, ...axis.ticks },
    })),
  }
}

/**
 * A uPlot chart as wide as its box, redrawn when the box, the data or the theme
 * change, with a tooltip of exact figures following the pointer.
 */
export function UPlotChart({
  options,
  data,
  label,
  tooltip,
  height = 240,
  onPick,
}: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<{ index: number; left: number; top: number }>()
  const theme = useTheme()
  useEffect(() => {
    const target = box.current
    if (!target) return
    const chart = new uPlot(
      {
        ...themedOptions(options, target),
        width: Math.max(200, target.clientWidth),
        height,
        hooks: {
          setCursor: [
            (u) => {
              const { idx, left, top } = u.cursor
              setHover(
                idx === null || idx === undefined || left === undefined || left < 0
                  ? undefined
                  : {
                      index: idx,
                      left: left + u.over.offsetLeft,
                      top: (top ?? 0) + u.over.offsetTop,
                    },
              )
            },
          ],
        },
      },
      data,
      target,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(200, target.clientWidth), height }),
    )
    resize.observe(target)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [options, data, height, theme])
  return (
    <div className="app-chart" role="img" aria-label={label}>
      {/* Time runs left to right in every language (docs/architecture.md#languages). */}
      <div
        ref={box}
        dir="ltr"
        className={onPick ? 'app-chart-pick' : undefined}
        onMouseLeave={() => setHover(undefined)}
        onClick={onPick && (() => hover && onPick(hover.index))}
      />
      {hover && (
        <div
          className="app-chart-tooltip"
          role="tooltip"
          style={{ left: hover.left + 12, top: hover.top + 12 }}
        >
          {tooltip(hover.index)}
        </div>
      )}
    </div>
  )
}
