import type { PriceLists } from "@cloudconsole/sdk";
import { useFormat } from "../../format";
import { useT } from "../../i18n";
import { perGbPrice } from "./index";
import { pricingMessages } from "./messages";

export interface SizePriceProps {
  prices: PriceLists | undefined;
  /** The price list priced per GB: BLOCK_STORAGE, BLOCK_STORAGE_BACKUP, BLOCK_STORAGE_SNAPSHOT. */
  type: string;
  /** The size being asked for; not a size yet (empty, not a number) shows the price per GB. */
  sizeGb: number;
  className?: string;
}

/** 'Price: €8.00/month.' for the size given, or 'Price: €0.08/month per GB.' before there is one; nothing without a price. */
export function SizePrice({ prices, type, sizeGb, className }: SizePriceProps) {
  const format = useFormat();
  const t = useT(pricingMessages);
  const perGb = perGbPrice(prices, type, 1);
  if (!perGb) return null;
  const total = perGbPrice(prices, type, sizeGb);
  return (
    <p className={className} aria-live="polite">
      {total ? t("price.total", { price: format.money(total.monthly) }) : t("price.perGb", { price: format.money(perGb.monthly) })}
    </p>
  );
}
