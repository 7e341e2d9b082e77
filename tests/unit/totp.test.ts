import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, hotp, otpauthUrl, totpCode, totpStep, verifyTotp } from "#worker/lib/totp.ts";

const encoder = new TextEncoder();
/** The SHA-1 key of RFC 4226 Appendix D and RFC 6238 Appendix B, as base32. */
const RFC_SECRET = base32Encode(encoder.encode("12345678901234567890"));

describe("base32 (RFC 4648)", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("RFC 4648 §10 vector %j ↔ %s", (plain, encoded) => {
    expect(base32Encode(encoder.encode(plain))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded))).toBe(plain);
  });

  it("encodes the RFC 6238 key as everyone else does", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it("round-trips random bytes of every length", () => {
    for (let length = 0; length <= 64; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      const encoded = base32Encode(bytes);
      expect(encoded).toMatch(/^[A-Z2-7]*$/);
      expect(encoded).toHaveLength(Math.ceil((length * 8) / 5));
      expect(base32Decode(encoded)).toStrictEqual(bytes);
    }
  });

  it("accepts lower case, spaces and padding as people copy secrets", () => {
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb oi======"))).toBe("foobar");
  });

  it.each(["MZXW1", "MZXW6YT!", "M", "MZX", "MZXW6Y", "MZ", "MB"])("refuses %j", (text) => {
    // "MZ": trailing bits not zero ("f" is "MY"); "MB" likewise; lengths 1, 3, 6 impossible.
    expect(() => base32Decode(text)).toThrow(TypeError);
  });
});

describe("HOTP (RFC 4226 Appendix D)", () => {
  it("matches the ten reference values", async () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    const actual = await Promise.all(expected.map((_, counter) => hotp(RFC_SECRET, counter)));
    expect(actual).toStrictEqual(expected);
  });
});

describe("TOTP (RFC 6238 Appendix B, SHA-1)", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at T=%i s the 8-digit code is %s", async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
    // verifyTotp finds it, at the step of that moment.
    expect(await verifyTotp(RFC_SECRET, code, seconds * 1000, { digits: 8, window: 0 })).toBe(totpStep(seconds * 1000));
  });

  it("uses 6 digits and 30-second steps by default", async () => {
    // The 6-digit code is the 8-digit one modulo 10^6.
    expect(await totpCode(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
  });
});

describe("verifyTotp window", () => {
  const secret = RFC_SECRET;
  const step = 50_000_000;
  const at = (s: number) => s * 30_000;
  const codeOf = (s: number) => hotp(secret, s);

  it("accepts the current step and one on either side with the default window of 1", async () => {
    const now = at(step) + 12_345;
    expect(await verifyTotp(secret, await codeOf(step), now)).toBe(step);
    expect(await verifyTotp(secret, await codeOf(step - 1), now)).toBe(step - 1);
    expect(await verifyTotp(secret, await codeOf(step + 1), now)).toBe(step + 1);
  });

  it("refuses codes two steps away", async () => {
    const now = at(step) + 12_345;
    expect(await verifyTotp(secret, await codeOf(step - 2), now)).toBeNull();
    expect(await verifyTotp(secret, await codeOf(step + 2), now)).toBeNull();
  });

  it("moves exactly at the step boundary", async () => {
    const previous = await codeOf(step - 2);
    // The last millisecond of step-1: step-2 is still within the window ...
    expect(await verifyTotp(secret, previous, at(step) - 1)).toBe(step - 2);
    // ... and the first millisecond of `step` drops it.
    expect(await verifyTotp(secret, previous, at(step))).toBeNull();
  });

  it("with window 0 accepts only the current step", async () => {
    const now = at(step);
    expect(await verifyTotp(secret, await codeOf(step), now, { window: 0 })).toBe(step);
    expect(await verifyTotp(secret, await codeOf(step - 1), now, { window: 0 })).toBeNull();
    expect(await verifyTotp(secret, await codeOf(step + 1), now, { window: 0 })).toBeNull();
  });

  it("ignores spaces in the code and refuses anything not 6 digits", async () => {
    const code = await codeOf(step);
    const now = at(step);
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    for (const bad of ["", "12345", "1234567", "12a456", code.slice(0, 5), `${code}0`, "-12345"]) {
      expect(await verifyTotp(secret, bad, now)).toBeNull();
    }
  });

  it("does not accept a code of another secret", async () => {
    const other = generateTotpSecret();
    expect(await verifyTotp(other, await codeOf(step), at(step), { window: 0 })).toBeNull();
  });

  it("treats an unusable secret as no match", async () => {
    expect(await verifyTotp("not base32!", "123456", at(step))).toBeNull();
    expect(await verifyTotp("", "123456", at(step))).toBeNull();
  });

  it("never looks at negative steps", async () => {
    expect(await verifyTotp(secret, await codeOf(0), 0)).toBe(0);
  });
});

describe("generateTotpSecret", () => {
  it("is 20 random bytes in base32 (32 characters)", () => {
    const a = generateTotpSecret();
    const b = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(a).not.toBe(b);
  });
});

describe("otpauthUrl", () => {
  it("builds the key URI authenticator apps read", () => {
    expect(otpauthUrl({ secret: "JBSWY3DPEHPK3PXP", account: "alice@example.com", issuer: "PWA Store" })).toBe(
      "otpauth://totp/PWA%20Store:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=PWA%20Store&algorithm=SHA1&digits=6&period=30",
    );
  });

  it("percent-encodes everything that could break the label or the query", () => {
    const url = otpauthUrl({ secret: "ABC", account: "a+b:c?d&e=f#g@x.y", issuer: "Store & Co: 商店" });
    const parsed = new URL(url);
    expect(parsed.protocol).toBe("otpauth:");
    // Exactly one literal ":" in the label: the separator; the parts decode back to the inputs.
    const label = url.slice("otpauth://totp/".length, url.indexOf("?")).split(":");
    expect(label.map(decodeURIComponent)).toStrictEqual(["Store & Co: 商店", "a+b:c?d&e=f#g@x.y"]);
    expect(url.slice(url.indexOf("?") + 1).split("&")).toHaveLength(5);
    expect(parsed.searchParams.get("issuer")).toBe("Store & Co: 商店");
    expect(parsed.searchParams.get("secret")).toBe("ABC");
    expect(url).not.toContain("+");
    expect(url).not.toContain("#");
  });
});
