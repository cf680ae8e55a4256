import type { PriceLists } from "@cloudconsole/sdk";
import { useFormat } from "../../format";
import { perGbPrice } from "./index";

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
  const perGb = perGbPrice(prices, type, 1);
  if (!perGb) return null;
  const total = perGbPrice(prices, type, sizeGb);
  return (
    <p className={className} aria-live="polite">
      Price: {total ? `${format.money(total.monthly)}/month` : `${format.money(perGb.monthly)}/month per GB`}.
    </p>
  );
}
