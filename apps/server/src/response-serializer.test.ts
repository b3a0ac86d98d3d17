import { CartListSchema } from "@nagai/contracts/cart";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerCompiler } from "./response-serializer.ts";

const RowSchema = z.object({ id: z.number().int(), name: z.string().nullable() });
const AnswerSchema = z.object({ status: z.literal("success"), data: z.array(RowSchema) });

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const route = (path: string, answer: unknown) =>
    app.get(path, { schema: { response: { 200: AnswerSchema } } }, async () => answer);
  route("/with-extra-fields", {
    status: "success",
    passwordHash: "$argon2id$secret",
    data: [{ id: 1, name: "Ring", passwordHash: "$argon2id$row-secret" }],
  });
  route("/with-a-wrong-type", { status: "success", data: [{ id: "1", name: "Ring" }] });
  await app.ready();
});

afterAll(() => app.close());

describe("the response serializer", () => {
  it("writes only the fields the route's schema names, at every depth", async () => {
    const response = await app.inject("/with-extra-fields");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("secret");
    expect(response.json()).toEqual({ status: "success", data: [{ id: 1, name: "Ring" }] });
  });

  it("refuses an answer its schema does not allow: a 500, never the wrong answer", async () => {
    const response = await app.inject("/with-a-wrong-type");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("Ring");
  });

  it("writes what fastify-type-provider-zod's encoding wrote, for a cart as the API answers it", () => {
    const cart = {
      status: "success",
      data: [1, 2].map((id) => ({
        id,
        sno: id,
        itemSno: 100 + id,
        itemTagSno: 100 + id,
        itemId: 7,
        tagNo: "T1",
        itemName: `Ring ${id}`,
        quantity: 1,
        amount: 1234.5,
        price: 1234.5,
        mrp: null,
        netWt: 3.1,
        purity: "925",
        image: "/media/ring.jpg",
        stock: 1,
        contactNumber: "9300000001",
        phone: "9300000001",
        unknown: "dropped",
      })),
    };
    const serialize = serializerCompiler({ schema: CartListSchema, method: "GET", url: "/cart/by-phone" });
    expect(serialize(cart)).toBe(JSON.stringify(z.encode(CartListSchema, cart as never)));
  });
});
