/**
 * POST /api/client/auth/register and GET /api/client/auth/check-email (docs/api.md "Accounts",
 * docs/product.md#registration-and-verification-codes: validation, common passwords, normalised
 * unique emails, usernames, the mail).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "#worker/lib/common-passwords.ts";
import {
  AUTH,
  DEFAULT_PASSWORD,
  latestMail,
  mailCount,
  parseVerificationMail,
  registerUser,
  uniqueEmail,
  userRow,
} from "../support/accounts.ts";
import { EN, ORIGIN, ZH, call, jsonEnvelope, sendJson } from "../support/http.ts";

const REGISTER = `${AUTH}/register`;

/** messages/en.json and messages/zh.json, as the API must answer them. */
const MESSAGES = {
  emailInvalid: { en: "Please enter a valid email address", zh: "请输入有效的邮箱地址" },
  passwordMin: { en: "Password must be at least 8 characters long", zh: "密码长度至少为 8 个字符" },
  passwordUppercase: { en: "Password must contain at least one uppercase letter", zh: "密码必须包含至少一个大写字母" },
  passwordNumber: { en: "Password must contain at least one number", zh: "密码必须包含至少一个数字" },
  usernameChars: { en: "Username can only contain letters, numbers and underscores", zh: "用户名只能包含字母、数字和下划线" },
  usernameLength: { en: "Username must be between 3 and 50 characters", zh: "用户名长度必须在 3 到 50 个字符之间" },
  passwordCommon: {
    en: "This password is too common. Please choose a less predictable one.",
    zh: "该密码过于常见，请选择一个更难猜测的密码。",
  },
  emailTaken: { en: "This email is already registered", zh: "该邮箱已被注册" },
  usernameTaken: { en: "This username is already taken", zh: "该用户名已被使用" },
} as const;

const REGISTER_SUCCESS = "Registration successful. Please check your email for the verification code.";

async function userCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
}

describe("POST /register: success", () => {
  it("answers 201 with exactly { success, message, requiresVerification: true }", async () => {
    const email = uniqueEmail("shape");
    const response = await sendJson(REGISTER, { email, password: DEFAULT_PASSWORD, name: "Shape Tester" });
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: REGISTER_SUCCESS, requiresVerification: true });
  });

  it("stores the email trimmed and lower-cased, an scrypt hash (never the password), unverified", async () => {
    const local = `Mixed.Case-${crypto.randomUUID().slice(0, 8)}`;
    const response = await sendJson(REGISTER, { email: `  ${local}@Example.COM  `, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain("scrypt");
    expect(text).not.toContain(DEFAULT_PASSWORD);

    const row = await userRow(env, `${local.toLowerCase()}@example.com`);
    expect(row).not.toBeNull();
    expect(row!.email).toBe(`${local.toLowerCase()}@example.com`);
    // "scrypt$N$r$p$salt$key": OWASP's N=2^14, r=8, p=5, 16-byte salt and 32-byte key in base64url.
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.password_hash).not.toContain(DEFAULT_PASSWORD);
    expect(row!).toMatchObject({ role: "user", status: "active", email_verified_at: null, failed_login_count: 0 });
  });

  it("salts every hash: the same password gives different hashes", async () => {
    const a = await registerUser(env);
    const b = await registerUser(env);
    const [rowA, rowB] = [await userRow(env, a.email), await userRow(env, b.email)];
    expect(rowA!.password_hash).not.toBe(rowB!.password_hash);
  });

  it('mails the word "code" followed by the 4-digit code and a /verify-email?token= link, in text and HTML', async () => {
    const { email } = await registerUser(env, { name: "Mail Reader" });
    expect(await mailCount(env, email)).toBe(1);
    const mail = (await latestMail(env, email))!;
    expect(mail.subject).toBe("Verify your email for PWA Store");
    expect(mail.text).toMatch(/code: \d{4}\b/);
    const { code, token } = parseVerificationMail(mail.text);
    expect(mail.text).toContain(`${ORIGIN}/verify-email?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(mail.text).toContain("Mail Reader");
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`href="${ORIGIN}/verify-email?token=${token}"`);
    // Stored hashed: neither the code nor the token is in D1 in the clear.
    const verification = await env.DB.prepare("SELECT * FROM email_verifications WHERE email = ?")
      .bind(email)
      .first<Record<string, unknown>>();
    expect(verification).not.toBeNull();
    expect(JSON.stringify(verification)).not.toContain(token);
    expect(verification!.code_hash).not.toBe(code);
    expect(verification!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores the request's language as preferences.locale and mails in it", async () => {
    const zhEmail = uniqueEmail("zh");
    const response = await sendJson(
      REGISTER,
      { email: zhEmail, password: DEFAULT_PASSWORD },
      { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } },
    );
    expect(response.status).toBe(201);
    expect((await jsonEnvelope(response)).message).toBe("注册成功，请查收邮件中的验证码。");
    expect(JSON.parse((await userRow(env, zhEmail))!.preferences as string)).toStrictEqual({ locale: "zh" });
    const mail = (await latestMail(env, zhEmail))!;
    expect(mail.subject).toBe("验证您在 PWA Store 的邮箱");
    // Chinese mails keep the word "code" before the code.
    expect(mail.text).toMatch(/code\W{1,3}\d{4}/);
    expect(() => parseVerificationMail(mail.text)).not.toThrow();

    const { email: enEmail } = await registerUser(env);
    expect(JSON.parse((await userRow(env, enEmail))!.preferences as string)).toStrictEqual({ locale: "en" });
  });
});

describe("POST /register: usernames", () => {
  it("derives the username from the name when absent", async () => {
    const unique = crypto.randomUUID().slice(0, 6);
    const { email } = await registerUser(env, { name: `Zoë Quill ${unique}` });
    // Accents folded, spaces to underscores, lower-cased.
    expect((await userRow(env, email))!.username).toBe(`zoe_quill_${unique}`);
  });

  it("derives it from the email's local part when there is no usable name", async () => {
    const local = `first.last+${crypto.randomUUID().slice(0, 6)}`;
    const { email } = await registerUser(env, { email: `${local}@example.com`, name: "张三" });
    expect((await userRow(env, email))!.username).toBe(local.replace(/[.+]/g, "_"));
  });

  it("makes a derived username unique (case-insensitively) with a numeric suffix", async () => {
    const base = `twin_${crypto.randomUUID().slice(0, 6)}`;
    const taken = await registerUser(env, { username: base.toUpperCase() });
    const derived = await registerUser(env, { name: base });
    const takenName = (await userRow(env, taken.email))!.username as string;
    const derivedName = (await userRow(env, derived.email))!.username as string;
    expect(takenName).toBe(base.toUpperCase());
    expect(derivedName).toMatch(new RegExp(`^${base}_\\d{4}$`));
  });

  it("keeps a chosen username as given", async () => {
    const username = `Chosen_${crypto.randomUUID().slice(0, 6)}`;
    const { email } = await registerUser(env, { username: `  ${username} ` });
    expect((await userRow(env, email))!.username).toBe(username);
  });
});

describe("POST /register: refused", () => {
  const base = () => ({ email: uniqueEmail("refused"), password: DEFAULT_PASSWORD });

  const cases: [string, Record<string, unknown>, string, keyof typeof MESSAGES][] = [
    ["a malformed email", { email: "not-an-email" }, "email", "emailInvalid"],
    ["an email without a domain", { email: "someone@" }, "email", "emailInvalid"],
    ["a password shorter than 8", { password: "Ab1defg" }, "password", "passwordMin"],
    ["a password without an uppercase letter", { password: "lower-case-9x" }, "password", "passwordUppercase"],
    ["a password without a number", { password: "No-Number-Here" }, "password", "passwordNumber"],
    ["a username with other characters", { username: "bad name!" }, "username", "usernameChars"],
    ["a username with a hyphen", { username: "bad-name" }, "username", "usernameChars"],
    ["a username shorter than 3", { username: "ab" }, "username", "usernameLength"],
    ["a username longer than 50", { username: "a".repeat(51) }, "username", "usernameLength"],
  ];

  it.each(cases)("refuses %s with 400 and the field's message, in English and Chinese", async (_label, change, field, key) => {
    const before = await userCount();
    for (const locale of ["en", "zh"] as const) {
      const response = await sendJson(REGISTER, { ...base(), ...change }, { headers: { "Accept-Language": locale } });
      expect(response.status).toBe(400);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "validation_failed",
        message: locale === "en" ? EN.validation : ZH.validation,
        errors: [{ field, message: MESSAGES[key][locale] }],
      });
    }
    expect(await userCount()).toBe(before);
  });

  it("accepts usernames of exactly 3 and 50 characters", async () => {
    const stem = crypto.randomUUID().replaceAll("-", "").slice(0, 3);
    await registerUser(env, { username: stem });
    await registerUser(env, { username: `${stem}${"x".repeat(47)}` });
  });

  it("lists every failing field at once", async () => {
    const response = await sendJson(REGISTER, { email: "nope", password: "short", username: "!" });
    expect(response.status).toBe(400);
    const fields = ((await jsonEnvelope(response)).errors as { field: string }[]).map((error) => error.field);
    expect(new Set(fields)).toStrictEqual(new Set(["email", "password", "username"]));
  });

  it("refuses a missing body field, a wrong type and a non-JSON body", async () => {
    const missing = await sendJson(REGISTER, { email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect((await jsonEnvelope(missing)).errors).toStrictEqual([{ field: "password", message: "Please enter your password" }]);
    const wrongType = await sendJson(REGISTER, { email: 42, password: DEFAULT_PASSWORD });
    expect(wrongType.status).toBe(400);
    expect((await jsonEnvelope(wrongType)).errors).toStrictEqual([{ field: "email", message: "Please enter your email address" }]);
    const form = await call(REGISTER, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c",
    });
    expect(form.status).toBe(415);
  });

  it.each(["Password1", "Password123", "Iloveyou1"])("refuses the common password %j with 400 on field password", async (password) => {
    // The precondition: it passes the shape rules and is in the bundled list.
    expect(await isCommonPassword(password, undefined)).toBe(true);
    const email = uniqueEmail("common");
    for (const locale of ["en", "zh"] as const) {
      const response = await sendJson(REGISTER, { email, password }, { headers: { "Accept-Language": locale } });
      expect(response.status).toBe(400);
      const message = MESSAGES.passwordCommon[locale];
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "password_common",
        message,
        errors: [{ field: "password", message }],
      });
    }
    expect(await userRow(env, email)).toBeNull();
    expect(await mailCount(env, email)).toBe(0);
  });

  it("refuses a registered email with 409, also differently cased and padded", async () => {
    const { email } = await registerUser(env);
    const before = await userCount();
    for (const variant of [email, email.toUpperCase(), `  ${email.replace(/^./, (c) => c.toUpperCase())}  `]) {
      const response = await sendJson(REGISTER, { email: variant, password: "Another-Pass-77" });
      expect(response.status).toBe(409);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "email_taken",
        message: MESSAGES.emailTaken.en,
        errors: [{ field: "email", message: MESSAGES.emailTaken.en }],
      });
    }
    expect(await userCount()).toBe(before);
    // The original account is untouched: one mail, the first hash.
    expect(await mailCount(env, email)).toBe(1);
  });

  it("refuses a taken username with 409, case-insensitively", async () => {
    const username = `Taken_${crypto.randomUUID().slice(0, 6)}`;
    await registerUser(env, { username });
    for (const variant of [username, username.toLowerCase(), username.toUpperCase()]) {
      const email = uniqueEmail("taken");
      const response = await sendJson(
        REGISTER,
        { email, password: DEFAULT_PASSWORD, username: variant },
        { headers: { "Accept-Language": "zh" } },
      );
      expect(response.status).toBe(409);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "username_taken",
        message: MESSAGES.usernameTaken.zh,
        errors: [{ field: "username", message: MESSAGES.usernameTaken.zh }],
      });
      expect(await userRow(env, email)).toBeNull();
    }
  });
});

describe("GET /check-email", () => {
  const check = (email: string) => call(`${AUTH}/check-email?email=${encodeURIComponent(email)}`);

  it("says available for an unknown address and not for a registered one", async () => {
    const unknown = await check(uniqueEmail("free"));
    expect(unknown.status).toBe(200);
    expect(await jsonEnvelope(unknown)).toStrictEqual({ success: true, data: { available: true } });

    const { email } = await registerUser(env);
    const taken = await check(email);
    expect(taken.status).toBe(200);
    expect(await jsonEnvelope(taken)).toStrictEqual({ success: true, data: { available: false } });
  });

  it("compares case-insensitively and ignores surrounding spaces", async () => {
    const { email } = await registerUser(env);
    for (const variant of [email.toUpperCase(), `  ${email}  `]) {
      expect(await jsonEnvelope(await check(variant))).toStrictEqual({ success: true, data: { available: false } });
    }
  });

  it.each(["not-an-email", "", "a@b"])("refuses the malformed address %j with 400", async (email) => {
    const response = await check(email);
    expect(response.status).toBe(400);
    const body = await jsonEnvelope(response);
    expect(body.success).toBe(false);
    expect(body.message).toBe(EN.validation);
    expect((body.errors as { field: string }[]).map((error) => error.field)).toStrictEqual(["email"]);
  });

  it("refuses a missing parameter with 400", async () => {
    const response = await call(`${AUTH}/check-email`);
    expect(response.status).toBe(400);
    expect((await jsonEnvelope(response)).errors).toStrictEqual([{ field: "email", message: "Please enter your email address" }]);
  });
});
