import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { $ZodType, safeParse } from "zod/v4/core";

/**
 * The shop's response serializer (Fastify's `setSerializerCompiler`): the route's Zod schema
 * parses the answer, so a field the schema does not name never leaves the server and a wrong
 * type is a 500 rather than a wrong answer, then JSON.stringify writes it.
 *
 * fastify-type-provider-zod's own compiler encodes instead (`z.encode`). The two differ only where
 * a schema transforms (a codec, a transform, a pipe after one): the shop's transforms are all in
 * request schemas (whole numbers written as text in queries and bodies), and an encode that met
 * one would throw, so no answer meets one. Encoding leaves out Zod's compiled path for objects, so
 * a parse costs a fraction of an encode (bench/README.md, "Figures behind the code's rules").
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = responseSchemaOf(schema);
  return (data: unknown) => {
    const result = safeParse(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** The Zod schema of a route's response, as fastify-type-provider-zod accepts it. */
function responseSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not Zod's: ${JSON.stringify(schema)}`);
}
