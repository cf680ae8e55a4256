import type { EligiblePromotion } from "@cloudconsole/sdk";
import { Badge, Inline, Stack } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { promotionName } from "./constants";
import { promotionsMessages } from "./messages";
import * as styles from "./promotions.css";

/** How far the top-ups have come toward a promotion: done, required and what is left (never below 0). */
export function promotionProgress(promotion: Pick<EligiblePromotion, "top_up_done" | "top_up_requirement">): { done: number; required: number; left: number; reached: boolean } {
  const done = Math.max(0, promotion.top_up_done ?? 0);
  const required = Math.max(0, promotion.top_up_requirement ?? 0);
  return { done, required, left: Math.max(0, required - done), reached: done >= required };
}

/** The account's promotions, each with its credit and the top-up progress toward it. */
export function EligiblePromotions({ promotions }: { promotions: readonly EligiblePromotion[] }) {
  const format = useFormat();
  const t = useT(promotionsMessages);
  if (promotions.length === 0) return <p className={styles.muted}>{t("none")}</p>;
  return (
    <ul className={styles.list} aria-label={t("title")}>
      {promotions.map((promotion, index) => {
        const { done, required, left, reached } = promotionProgress(promotion);
        const name = promotionName(t, promotion.credit_type);
        const progressId = `promotion-${index}-progress`;
        return (
          <li key={`${promotion.credit_type}-${index}`}>
            <Stack gap="xs">
              <Inline justify="between">
                <strong>{name}</strong>
                <Inline gap="xs">
                  <span>{format.money(promotion.amount)}</span>
                  <Badge tone={reached ? "success" : "info"}>{reached ? t("received") : t("pending")}</Badge>
                </Inline>
              </Inline>
              <progress id={progressId} className={styles.progress} max={required || 1} value={reached ? required || 1 : done} aria-label={t("progressLabel", { name })} />
              <p className={styles.muted}>
                {reached
                  ? t("reachedText", { done: format.money(done), amount: format.money(promotion.amount) })
                  : t("progressText", { done: format.money(done), required: format.money(required), left: format.money(left), amount: format.money(promotion.amount) })}
              </p>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
