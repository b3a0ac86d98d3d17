import { messages, PGlite, parse, protocol } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAnswer } from "./answer.ts";
import { concat } from "./statements.ts";

// PGlite only: the embedded database's answers, read by PGlite's own parser and by readAnswer.

let pg: PGlite;
let named = 0;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    create table piece (id serial primary key, name text unique not null, grams numeric(10,3),
      price int check (price >= 0), tags text[], made timestamptz, picture bytea, extra jsonb);
    create function refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused %', new.name using hint = 'try another', errcode = '23514';
      end $$;
    create table refused (name text);
    create trigger refuse before insert on refused for each row execute function refuse();`);
});
afterAll(() => pg.close());

/**
 * `text` run once with `values` as a kept statement runs it; its raw answer read by PGlite's own
 * parser (as execProtocol and parseResults read it: the first error is thrown) and by readAnswer.
 */
async function bothWays(text: string, values: (string | null)[] = [], rowMode?: "array" | "object") {
  const name = `answer_${++named}`;
  await pg.execProtocol(concat([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]));
  const chunks: Uint8Array[] = [];
  await pg.execProtocolRawStream(
    concat([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { onRawData: (chunk) => chunks.push(chunk.slice()) },
  );
  const raw = concat(chunks);
  const parsed: messages.BackendMessage[] = [];
  new protocol.Parser().parse(raw, (message) => parsed.push(message));
  const error = parsed.find((message) => message instanceof messages.DatabaseError);
  const theirs = error ?? parse.parseResults(parsed, pg.parsers, { rowMode })[0];
  let ours: unknown;
  try {
    ours = readAnswer(raw, pg.parsers, rowMode);
  } catch (thrown) {
    ours = thrown;
  }
  return { theirs, ours };
}

describe("readAnswer reads what PGlite's own parser reads", () => {
  it("rows of every type the shop uses, in both row modes", async () => {
    const insert = await bothWays(
      "insert into piece (name, grams, price, tags, made, picture, extra) values ($1, $2, $3, $4, $5, $6, $7) returning *",
      [
        "Kundan ring ✨ நகை",
        "4.250",
        "125000",
        '{"gold","22k"}',
        "2026-11-26T10:00:00Z",
        "\\x00ff10",
        '{"a":[1,2]}',
      ],
    );
    expect(insert.ours).toEqual(insert.theirs);
    expect((insert.ours as { rows: { name: string }[] }).rows[0]!.name).toBe("Kundan ring ✨ நகை");
    await bothWays("insert into piece (name) values ($1)", ["plain"]);
    const everything =
      "select id, name, grams, price, price::int8 as big, price::float8 / 3 as share, price > 0 as dear, tags, made, made::date as day, picture, extra, null::text as nothing, 1 as id from piece order by piece.id";
    for (const rowMode of ["object", "array"] as const) {
      const read = await bothWays(everything, [], rowMode);
      expect(read.ours).toEqual(read.theirs);
      expect((read.ours as { rows: unknown[] }).rows).toHaveLength(2);
    }
  });

  it("counts: no rows, changed rows, a select's rowCount", async () => {
    for (const [text, values] of [
      ["select * from piece where id = $1", ["-1"]],
      ["update piece set price = price + 1 where price is not null", []],
      ["update piece set price = 1 where id = $1", ["-1"]],
      ["delete from piece where name = $1", ["nothing"]],
      ["insert into piece (name) select 'copy ' || name from piece", []],
      ["select count(*) from piece", []],
      [
        "with gone as (delete from piece where name like 'copy %' returning id) select count(*)::int from gone",
        [],
      ],
    ] as const) {
      const answer = await bothWays(text, [...values]);
      expect(answer.ours, text).toEqual(answer.theirs);
    }
  });

  it("errors, with their code, constraint, detail, hint and where", async () => {
    for (const [text, values] of [
      ["insert into piece (name) values ($1)", ["plain"]],
      ["insert into piece (name, price) values ($1, $2)", ["cheap", "-1"]],
      ["select 1 / (price - price) from piece", []],
      ["insert into refused values ($1)", ["this"]],
      ["select $1::int", ["not a number"]],
    ] as const) {
      const answer = await bothWays(text, [...values]);
      expect(answer.ours, text).toBeInstanceOf(Error);
      expect(answer.ours, text).toEqual(answer.theirs);
      expect({ ...(answer.ours as object) }, text).toEqual({ ...(answer.theirs as object) });
      expect((answer.ours as Error).message, text).toBe((answer.theirs as Error).message);
    }
  });
});
