import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import type { PriceLines } from "../catalog/catalog.public.ts";
import { type OrderStatus, orderItems, orders } from "./orders.tables.ts";

/** What an order's documents print (the invoices module reads it here, decision 041). */
export interface OrderForDocuments {
  id: number;
  orderNumber: string;
  userId: number;
  status: OrderStatus;
  customerName: string;
  contact: string;
  email: string;
  address: string;
  paymentMode: "ONLINE" | "CASH";
  subTotalPaise: number;
  shippingFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  courierTrackingId: string | null;
  createdAt: Date;
  items: {
    productName: string;
    tagNo: string;
    itemId: number;
    pricePaise: number;
    quantity: number;
    /** As it was sold (decision 046); null for lines sold before prices followed the rate. */
    priceLines: PriceLines | null;
    huid: string | null;
  }[];
}

/** One order and its items, by its row id or its public order number; undefined when none. */
export async function findOrderForDocuments(
  db: Database | Transaction,
  by: { id: number } | { orderNumber: string },
): Promise<OrderForDocuments | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      status: orders.status,
      customerName: orders.customerName,
      contact: orders.contact,
      email: orders.email,
      address: orders.address,
      paymentMode: orders.paymentMode,
      subTotalPaise: orders.subTotalPaise,
      shippingFeePaise: orders.shippingFeePaise,
      discountPaise: orders.discountPaise,
      totalPaise: orders.totalPaise,
      courierTrackingId: orders.courierTrackingId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where("id" in by ? eq(orders.id, by.id) : eq(orders.orderNumber, by.orderNumber));
  if (!order) return undefined;
  const items = await db
    .select({
      productName: orderItems.productName,
      tagNo: orderItems.tagNo,
      itemId: orderItems.itemId,
      pricePaise: orderItems.pricePaise,
      quantity: orderItems.quantity,
      priceLines: orderItems.priceLines,
      huid: orderItems.huid,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { ...order, items };
}
