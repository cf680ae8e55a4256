// The promotions form's rules (zod), loaded apart from the screen (forms/lazyResolver.ts): they are checked only once
// someone types.
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { REQUIRED_MESSAGE } from "../../../forms/messages";

/** A campaign code: anything but blank (the API says whether it is a campaign). */
export const campaignSchema = z.object({ code: z.string().trim().min(1, REQUIRED_MESSAGE) });
export type CampaignValues = z.infer<typeof campaignSchema>;

export const campaignResolver = zodResolver(campaignSchema);
