import { useEffect, useRef } from "react"
import type { DaySales } from "#domain/dashboard.ts"
import { formatRupees } from "#domain/money.ts"

/**
 * The dashboard's sales per day as a uPlot chart (issue 20 item 7): the library and its styles load
 * with this chart only (a dynamic import), so no other screen, and no shopper, downloads them. The
 * chart is a picture for the eye (aria-hidden); the dashboard gives its figures as a table and a sentence.
 */
export function SalesChart({ days }: { readonly days: ReadonlyArray<DaySales> }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null
    let gone = false
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: 240 }))
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (gone) return
      const x = days.map((d) => Date.parse(`${d.day}T00:00:00+05:30`) / 1000)
      chart = new UPlot({
        width: element.clientWidth,
        height: 240,
        tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Asia/Kolkata"),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 100)] } },
        legend: { show: false },
        axes: [{ values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" })) }, { values: (_u, ticks) => ticks.map((t) => formatRupees(t)), size: 80 }],
        series: [{}, { label: "Sales", stroke: "#c2410c", fill: "rgba(194, 65, 12, 0.12)", width: 2, value: (_u, v) => (v === null ? "" : formatRupees(v)) }]
      }, [x, days.map((d) => d.total)], element)
      resize.observe(element)
    })
    return () => {
      gone = true
      resize.disconnect()
      chart?.destroy()
    }
  }, [days])
  return <div ref={box} aria-hidden="true" data-testid="sales-chart" className="min-h-[240px] w-full" />
}
