// Zod-free, so pages may import it: the product page shows a purity's BIS hallmark grade.

/**
 * The purities the shop sells. A weighed piece is priced at `perMille` thousandths of its metal's
 * rate (sterling silver is 925 parts of the fine-silver rate the ticker quotes); `hallmark` is the
 * BIS grade stamped beside the HUID. German silver holds no precious metal: tag-priced only.
 * A new purity is a line here; a new metal on the ticker prices nothing until a purity names it.
 */
export const PURITIES = {
  "24K": { metal: "Gold 24K", perMille: 1000, hallmark: "24K995" },
  "22K": { metal: "Gold 22K", perMille: 1000, hallmark: "22K916" },
  "18K": { metal: "Gold 18K", perMille: 1000, hallmark: "18K750" },
  "14K": { metal: "Gold 14K", perMille: 1000, hallmark: "14K585" },
  "999 Fine Silver": { metal: "Silver", perMille: 1000, hallmark: "999" },
  "925 Sterling": { metal: "Silver", perMille: 925, hallmark: "925" },
  "Platinum 950": { metal: "Platinum", perMille: 1000, hallmark: "PT950" },
  "German Silver": { metal: null, perMille: 0, hallmark: null },
} as const satisfies Record<string, { metal: string | null; perMille: number; hallmark: string | null }>;
