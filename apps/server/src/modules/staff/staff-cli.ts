import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import type { StaffRole } from "@nagai/contracts/staff";
import { NewStaffMemberSchema, StaffPasswordSchema, StaffPhoneSchema } from "@nagai/contracts/staff-users";
import { ConfigError, loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { applyMigrations } from "../../db/migrate.ts";
import { EmbeddedDatabaseInUseError } from "../../db/pglite/data-dir-lock.ts";
import { HttpError } from "../../http-errors.ts";
import { createPasswords } from "../auth/auth.public.ts";
import { createStaffUsersService } from "./staff-users.service.ts";

const USAGE = `Usage: npm run staff -- <command> [options]

Manages the shop's staff accounts (decision 045) in the database the server uses: DATABASE_URL
when set, else the embedded database in DATA_DIR (created and migrated when new).

  add --name NAME --phone NUMBER --role admin|staff [--password PASSWORD]
                       a new member; without --password one is generated and printed
  list                 every member, with role and whether disabled
  disable --phone NUMBER
                       no more sign-ins; every session of theirs ends
  enable --phone NUMBER
                       signs in again (with the same password)
  reset-password --phone NUMBER [--password PASSWORD]
                       a new password (generated and printed when not given); every session ends
  --help               show this text

A password needs 8+ characters with an uppercase letter, a digit and a symbol. Staff sign in at
/staff/login with the number and password, then an OTP sent to the number.

Examples:
  npm run staff -- add --name "Meena R" --phone 9876543210 --role admin --password 'S3cure#Pass'
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/nagai npm run staff -- list

The embedded database allows one process: stop the shop first when it uses the same DATA_DIR.`;

class UsageError extends Error {}

const OPTIONS = {
  name: { type: "string" },
  phone: { type: "string" },
  role: { type: "string" },
  password: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const COMMANDS = ["add", "list", "disable", "enable", "reset-password"] as const;
type Command = (typeof COMMANDS)[number];

function readArguments(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return { help: true as const };
    const [command, ...extra] = positionals;
    if (!command) throw new UsageError("Name a command.");
    if (!(COMMANDS as readonly string[]).includes(command))
      throw new UsageError(`Unknown command "${command}".`);
    if (extra.length > 0) throw new UsageError(`Unexpected "${extra.join(" ")}": quote a name with spaces.`);
    return { help: false as const, command: command as Command, values };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The issue's `--role admin`; ROLE_ADMIN / ROLE_STAFF are read too. */
function readRole(value: string | undefined): StaffRole {
  const role = value
    ?.trim()
    .toUpperCase()
    .replace(/^ROLE_/, "");
  if (role === "ADMIN") return "ROLE_ADMIN";
  if (role === "STAFF") return "ROLE_STAFF";
  throw new UsageError(`--role must be admin or staff${value === undefined ? "" : `, not "${value}"`}.`);
}

/** The first message of a schema's refusal, for one option. */
function check<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
  option: string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(`${option}: ${result.error.issues[0]?.message ?? "invalid"}.`);
}

/** 16 characters that pass the password rules: a symbol, a digit and an uppercase letter among them. */
function generatePassword(): string {
  return `${randomBytes(9).toString("base64url")}#7Q`;
}

async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const { command, values } = args;
  const phone = command === "list" ? undefined : check(StaffPhoneSchema, values.phone, "--phone");
  const config = loadConfig();
  const where = config.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `the embedded database in ${config.dataDir}`;
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  try {
    await applyMigrations(database);
    const staff = createStaffUsersService({ db: database.db, passwords: createPasswords(1) });
    if (command === "list") {
      const members = await staff.list();
      if (members.length === 0)
        console.log(`No staff members in ${where}. Add one: npm run staff -- add --help`);
      for (const m of members) {
        const role = m.role === "ROLE_ADMIN" ? "admin" : "staff";
        console.log(`${m.phone}  ${role.padEnd(5)}  ${m.disabled ? "disabled" : "active  "}  ${m.name}`);
      }
      return 0;
    }
    if (command === "add") {
      const generated = values.password === undefined;
      const member = check(
        NewStaffMemberSchema,
        {
          name: values.name,
          phone,
          role: readRole(values.role),
          password: values.password ?? generatePassword(),
        },
        values.name === undefined ? "--name" : "the new member",
      );
      const added = await staff.add(member);
      console.log(
        `Added ${added.name} (${added.phone}) as ${added.role === "ROLE_ADMIN" ? "an admin" : "staff"} in ${where}.`,
      );
      if (generated) console.log(`Password: ${member.password}`);
      return 0;
    }
    const member = await staff.findByPhone(phone!);
    if (!member) {
      console.error(
        `No staff member with the number ${phone} in ${where}. See them with: npm run staff -- list`,
      );
      return 1;
    }
    if (command === "reset-password") {
      const password = values.password ?? generatePassword();
      check(StaffPasswordSchema, password, "--password");
      await staff.change(member.id, { password });
      console.log(`New password for ${member.name} (${phone}); their sessions have ended.`);
      if (values.password === undefined) console.log(`Password: ${password}`);
      return 0;
    }
    await staff.change(member.id, { disabled: command === "disable" });
    console.log(
      command === "disable"
        ? `Disabled ${member.name} (${phone}): they cannot sign in, and their sessions have ended.`
        : `Enabled ${member.name} (${phone}): they can sign in again.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof EmbeddedDatabaseInUseError)
      console.error(error.message);
    else if (error instanceof HttpError) console.error(`${error.message}.`);
    else console.error("The staff command failed:", error);
    process.exit(1);
  },
);
