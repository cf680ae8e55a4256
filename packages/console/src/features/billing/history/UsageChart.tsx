// Recharts is loaded with this file only: the usage section imports it lazily, so no other chunk carries it.
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { vars } from "@cloudconsole/ui/theme";
import { useFormat } from "../../../format";
import type { UsagePoint } from "./usageText";
import * as styles from "./history.css";

/** The month's cost accrued day by day, as an area over the days of the month. */
export function UsageChart({ points }: { points: readonly UsagePoint[] }) {
  const format = useFormat();
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
        <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" />
          <XAxis dataKey="at" tickFormatter={(at: number) => format.date(new Date(at))} stroke={vars.color.textMuted} fontSize={11} minTickGap={24} />
          <YAxis tickFormatter={(cost: number) => format.money(cost)} stroke={vars.color.textMuted} fontSize={11} width={80} />
          <Tooltip
            formatter={(cost) => [format.money(Number(cost)), "Cost so far"]}
            labelFormatter={(at) => format.date(new Date(Number(at)))}
            contentStyle={{ background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text }}
          />
          <Area type="monotone" dataKey="cost" stroke={vars.color.primary} fill={vars.color.primary} fillOpacity={0.15} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
