/**
 * POST /api/client/pwas/upload: every ZIP the store refuses, each with a clear 4xx (`reason`, and
 * the sentence in `errors[{ field: "file" }]`), never a 500, and the Worker answering normally
 * right after. The archives are the fixture app zipped with fflate, then broken on purpose
 * (tests/support/hosted-app.ts). Nothing refused leaves objects in R2.
 */
import { env } from "cloudflare:workers";
import { strToU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, type TestAccount } from "../support/accounts.ts";
import { call, callWithEnv, jsonEnvelope, ORIGIN, uniqueAddress } from "../support/http.ts";
import { fixtureFiles, uploadZip, type UploadAnswer } from "../support/hosted-app-fixture.ts";
import {
  REGULAR_FILE_ATTRIBUTES,
  SYMLINK_ATTRIBUTES,
  text,
  withCentralName,
  withDeclaredSize,
  withFlags,
  withMethod,
  withName,
  zipOf,
} from "../support/hosted-app.ts";

const MB = 1024 * 1024;
let owners: TestAccount[] = [];
let turn = 0;
/** Uploads are limited to 20 an hour per account: spread the cases over several. */
const nextToken = () => owners[turn++ % owners.length]!.accessToken;

beforeAll(async () => {
  owners = await Promise.all([createVerifiedUser(env), createVerifiedUser(env), createVerifiedUser(env)]);
});

async function storedObjects(): Promise<number> {
  return (await env.BUCKET.list({ prefix: "apps/" })).objects.length;
}

/** The answer is a refusal with `reason`, the Worker is healthy afterwards, and nothing was stored. */
async function expectRefused(upload: Promise<UploadAnswer>, status: number, reason: string, message?: RegExp) {
  const before = await storedObjects();
  const answer = await upload;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(answer.body.reason).toBe(reason);
  const detail = answer.body.errors?.find((error) => error.field === "file");
  expect(detail?.message).toBeTruthy();
  if (reason !== "not_installable") expect(answer.body.message).toBe(`The ZIP was refused: ${detail!.message}`);
  if (message) expect(detail!.message).toMatch(message);
  expect(await storedObjects()).toBe(before);
  const health = await call("/api/client/auth/health");
  expect(health.status).toBe(200);
  return answer;
}

const good = () => fixtureFiles();

describe("what is not a usable upload", () => {
  it("needs a signed-in caller", async () => {
    const answer = await uploadZip(null, zipOf(good()));
    expect(answer.status).toBe(401);
    expect(answer.body).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
  });

  it("refuses a body that is not multipart (415) and a form without a file (400)", async () => {
    const response = await call("/api/client/pwas/upload", {
      method: "POST",
      headers: { Authorization: `Bearer ${nextToken()}`, "Content-Type": "application/json", "CF-Connecting-IP": uniqueAddress() },
      body: "{}",
    });
    expect(response.status).toBe(415);
    expect((await jsonEnvelope(response)).success).toBe(false);

    const missing = await uploadZip(nextToken(), null, { fields: { category: "productivity" } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toStrictEqual([{ field: "file", message: "Please choose a ZIP file" }]);
  });

  it("refuses invalid fields with the form's messages (400)", async () => {
    const answer = await uploadZip(nextToken(), zipOf(good()), {
      fields: { category: "", name: "x".repeat(81), tags: "a,b,c,d,e,f,g,h,i,j,k" },
    });
    expect(answer.status).toBe(400);
    // The first message per field, as the form shows it.
    const fields: Record<string, string> = {};
    for (const error of answer.body.errors!) fields[error.field] ??= error.message;
    expect(fields).toStrictEqual({
      category: "Please choose a category",
      name: "The name can be at most 80 characters",
      tags: "At most 10 tags",
    });
    const unknown = await uploadZip(nextToken(), zipOf(good()), { fields: { category: "no-such-category" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toStrictEqual([{ field: "category", message: "Please choose one of the store's categories" }]);
  });

  it("refuses a malformed multipart body (400)", async () => {
    const response = await call("/api/client/pwas/upload", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${nextToken()}`,
        "Content-Type": "multipart/form-data; boundary=xyz",
        "CF-Connecting-IP": uniqueAddress(),
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nno end',
    });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toMatchObject({ success: false, message: "The upload could not be read as a multipart form." });
  });
});

describe("rate limits", () => {
  it("counts uploads per account (20 an hour), refused ones included, with Retry-After", async () => {
    const uploader = await createVerifiedUser(env);
    const statuses: number[] = [];
    // Bodies without a file: counted like any upload, nothing to extract.
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await uploadZip(uploader.accessToken, null)).status);
    expect(new Set(statuses)).toStrictEqual(new Set([400]));
    const limited = await uploadZip(uploader.accessToken, zipOf(good()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Versions share the counter.
    const version = await uploadZip(uploader.accessToken, zipOf(good()), { path: "/api/client/pwas/some-app/versions" });
    expect(version.status).toBe(429);
  });
});

describe("the upload size limit (UPLOAD_MAX_BYTES, default 50 MB)", () => {
  it("answers 413 when the declared Content-Length is over the limit, before reading", async () => {
    const zip = zipOf(good());
    const answer = await uploadZip(nextToken(), zip, { env: { UPLOAD_MAX_BYTES: "2048" } });
    expect(answer.status).toBe(413);
    expect(answer.body.reason).toBe("upload_too_large");
    expect(answer.body.message).toBe("The ZIP was refused: The upload is larger than the limit of 2 KB.");
    expect((await call("/api/client/auth/health")).status).toBe(200);
  });

  it("counts a streamed body without Content-Length and stops past the limit", async () => {
    const form = new FormData();
    form.set("category", "productivity");
    form.set("file", new File([zipOf(good())], "app.zip", { type: "application/zip" }));
    const serialised = new Request("http://x/", { method: "POST", body: form });
    const contentType = serialised.headers.get("Content-Type")!;
    const bytes = new Uint8Array(await serialised.arrayBuffer());
    // Chunked: no Content-Length, so only counting while reading can see the size.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
        controller.close();
      },
    });
    const response = await callWithEnv(
      new Request(new URL("/api/client/pwas/upload", ORIGIN), {
        method: "POST",
        headers: { Authorization: `Bearer ${nextToken()}`, "Content-Type": contentType, "CF-Connecting-IP": uniqueAddress() },
        body,
      }),
      { UPLOAD_MAX_BYTES: "4096" },
    );
    expect(response.status).toBe(413);
    expect((await jsonEnvelope(response)).reason).toBe("upload_too_large");
  });

  it("takes a ZIP larger than the API's 1 MiB JSON limit", async () => {
    // Incompressible bytes: the ZIP itself is over 1 MiB.
    const noise = new Uint8Array(1.5 * MB);
    for (let at = 0; at < noise.length; at += 65536) crypto.getRandomValues(noise.subarray(at, at + 65536));
    const answer = await uploadZip(nextToken(), zipOf(fixtureFiles({ "media/noise.bin": noise }), { level: 0 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe("archives refused before anything is extracted", () => {
  it("not a ZIP, or a damaged one", async () => {
    await expectRefused(uploadZip(nextToken(), strToU8("this is plain text, not a zip")), 422, "not_zip", /not a ZIP/);
    const zip = zipOf(good());
    await expectRefused(uploadZip(nextToken(), zip.subarray(0, zip.length - 30)), 422, "not_zip");
    // Local and central names that differ: two readers would disagree on what the entry is.
    await expectRefused(uploadZip(nextToken(), withCentralName(zip, "styles.css", "styles.cs_")), 422, "corrupt");
  });

  it("more than 1,000 entries", async () => {
    const files = good();
    for (let index = 0; index < 1000; index += 1) files[`data/${index}.txt`] = text(String(index));
    await expectRefused(uploadZip(nextToken(), zipOf(files, { level: 0 })), 422, "too_many_entries", /1009 entries; at most 1000/);
  });

  it("a total uncompressed size over 200 MB (as declared)", async () => {
    const files = good();
    for (let index = 0; index < 9; index += 1) files[`data/part-${index}.bin`] = text(`part ${index}`);
    let zip = zipOf(files);
    for (let index = 0; index < 9; index += 1) zip = withDeclaredSize(zip, `data/part-${index}.bin`, 24 * MB);
    await expectRefused(uploadZip(nextToken(), zip), 422, "total_too_large", /216(\.\d)? MB uncompressed; at most 200 MB/);
  });

  it("a file over 25 MB (as declared)", async () => {
    const zip = withDeclaredSize(zipOf(fixtureFiles({ "video.bin": "tiny" })), "video.bin", 26 * MB);
    await expectRefused(
      uploadZip(nextToken(), zip),
      422,
      "file_too_large",
      /"video\.bin" is 26 MB uncompressed; each file may be at most 25 MB/,
    );
  });

  it("a suspicious compression ratio (a zip bomb)", async () => {
    const zeros = new Uint8Array(8 * MB);
    await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "padding.bin": zeros }), { level: 9 })),
      422,
      "suspicious_ratio",
      /"padding\.bin" is compressed \d+ to 1/,
    );
  });

  it.each([
    ["../evil.txt", "path_traversal"],
    ["assets/../../evil.txt", "path_traversal"],
    ["/etc/passwd", "absolute_path"],
    ["assets\\evil.txt", "backslash"],
    ["C:/evil.txt", "drive_letter"],
    ["assets//evil.txt", "invalid_path"],
    ["assets/./evil.txt", "invalid_path"],
    ["bad\u0001name.txt", "invalid_path"],
  ])("the unsafe path %j (%s)", async (name, reason) => {
    await expectRefused(uploadZip(nextToken(), zipOf(fixtureFiles({ [name]: "x" }))), 422, reason);
  });

  it("a symbolic link", async () => {
    const files = fixtureFiles({ "link-to-root": "/" });
    const zip = zipOf(files, { attributes: { "link-to-root": SYMLINK_ATTRIBUTES, "index.html": REGULAR_FILE_ATTRIBUTES } });
    await expectRefused(uploadZip(nextToken(), zip), 422, "symlink", /"link-to-root" is a symbolic link/);
  });

  it("duplicate names", async () => {
    const zip = withName(zipOf(fixtureFiles({ "a.txt": "first", "b.txt": "second" })), "b.txt", "a.txt");
    await expectRefused(uploadZip(nextToken(), zip), 422, "duplicate_name", /"a\.txt" appears more than once/);
  });

  it("an encrypted entry (general purpose bit 0)", async () => {
    await expectRefused(
      uploadZip(nextToken(), withFlags(zipOf(good()), "styles.css", 0x1)),
      422,
      "encrypted",
      /"styles\.css" is encrypted/,
    );
  });

  it("a compression method other than deflate or stored", async () => {
    await expectRefused(uploadZip(nextToken(), withMethod(zipOf(good()), "styles.css", 12)), 422, "unsupported_compression");
  });

  it("no index.html at the root or in a single top folder", async () => {
    await expectRefused(uploadZip(nextToken(), zipOf(fixtureFiles({ "index.html": null }))), 422, "missing_index");
    const files = good();
    const twoFolders = {
      ...Object.fromEntries(Object.entries(files).map(([path, bytes]) => [`app/${path}`, bytes])),
      "other/readme.txt": text("hi"),
    };
    await expectRefused(uploadZip(nextToken(), zipOf(twoFolders)), 422, "missing_index");
    await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "index.html": null, "home.html": "<p>" }), { folder: "site/" })),
      422,
      "missing_index",
      /"site\/" has no index\.html/,
    );
  });
});

describe("limits enforced again while inflating (declared sizes can lie)", () => {
  it("refuses a file that inflates past its declared size", async () => {
    const zip = withDeclaredSize(zipOf(fixtureFiles({ "data/blob.bin": new Uint8Array(2 * MB).fill(7) })), "data/blob.bin", 100 * 1024);
    await expectRefused(uploadZip(nextToken(), zip), 422, "size_mismatch", /"data\/blob\.bin" declares 100 KB but its data unpacks to > /);
  });

  it("refuses a file that inflates short of its declared size", async () => {
    const zip = withDeclaredSize(zipOf(fixtureFiles({ "data/blob.bin": new Uint8Array(300 * 1024).fill(7) })), "data/blob.bin", 400 * 1024);
    await expectRefused(uploadZip(nextToken(), zip), 422, "size_mismatch", /declares 400 KB but its data unpacks to 300 KB/);
  });

  it("refuses a lie in a file the report reads (index.html)", async () => {
    const zip = withDeclaredSize(zipOf(good()), "index.html", 20);
    await expectRefused(uploadZip(nextToken(), zip), 422, "size_mismatch", /"index\.html" declares 20 B/);
  });

  it("refuses a stored entry whose sizes differ", async () => {
    const zip = withDeclaredSize(zipOf(good(), { level: 0 }), "styles.css", 5);
    await expectRefused(uploadZip(nextToken(), zip), 422, "size_mismatch");
  });
});

describe("the app inside must be installable (the add-by-URL report card)", () => {
  it("refuses an app without a manifest link, with the report and its reasons", async () => {
    const answer = await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "index.html": "<!doctype html><title>No manifest</title><p>Hi</p>" }))),
      422,
      "not_installable",
    );
    expect(answer.body.reasons).toContain(
      'The page\'s HTML has no <link rel="manifest">. The store reads the HTML as the server sends it, without running scripts, so a link added by JavaScript is not seen.',
    );
    const report = answer.body.report as { installable: { verdict: boolean }; checks: Array<{ id: string; passed: boolean }> };
    expect(report.installable.verdict).toBe(false);
    expect(report.checks.find((check) => check.id === "manifest_link")?.passed).toBe(false);
  });

  it("says a manifest or icon the page names is not in the ZIP", async () => {
    const missingManifest = await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "manifest.webmanifest": null }))),
      422,
      "not_installable",
    );
    expect(missingManifest.body.reasons).toContain("manifest.webmanifest is not in the ZIP.");
    const missingIcon = await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "icons/icon-512.png": null, "icons/icon-192.png": null }))),
      422,
      "not_installable",
    );
    expect(missingIcon.body.reasons!.join(" ")).toContain("icons/icon-512.png is not in the ZIP.");
  });

  it("refuses a manifest Chromium would not install (display browser, no name)", async () => {
    const manifest = JSON.stringify({
      start_url: "/",
      display: "browser",
      icons: [{ src: "icons/icon-512.png", sizes: "512x512", type: "image/png" }],
    });
    const answer = await expectRefused(
      uploadZip(nextToken(), zipOf(fixtureFiles({ "manifest.webmanifest": manifest }))),
      422,
      "not_installable",
    );
    expect(answer.body.reasons!.length).toBeGreaterThanOrEqual(2);
  });
});

describe("afterwards", () => {
  it("still takes a good upload", async () => {
    const answer = await uploadZip(nextToken(), zipOf(good()), { fields: { category: "productivity", name: "After The Refusals" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data!.slug).toBe("after-the-refusals");
  });
});
