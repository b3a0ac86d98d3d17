import { jwtVerify, SignJWT } from "jose";

export interface TokenClaims {
  userId: number;
  /** The account's token version when the token was made: a password change raises it. */
  version: number;
}

const ALGORITHM = "HS256";
const ISSUER = "nagai";

/**
 * Session tokens: a JWT (three dot-separated parts, as the spec's client checks) signed with
 * HS256, carrying the user id and token version. Verification accepts HS256 only, so a token that
 * names another algorithm, `none` included, is refused.
 */
export function createTokens(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, version }: TokenClaims): Promise<string> {
      return new SignJWT({ tv: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of ours; undefined for anything else. */
    async read(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        const userId = Number(payload.sub);
        const version = payload.tv;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== "number") return undefined;
        return { userId, version };
      } catch {
        return undefined;
      }
    },

    ttlSeconds: ttlHours * 3600,
  };
}

export type Tokens = ReturnType<typeof createTokens>;
