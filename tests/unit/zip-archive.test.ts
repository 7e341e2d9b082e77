/**
 * The ZIP pipeline's pure parts (worker/inspector/zip/): the central-directory reader,
 * the archive plan (top-folder stripping, junk files, name decoding, links made on Windows),
 * inflating with the limits, multipart parsing, URL paths and content types, the upload limit.
 * The API's refusals end to end are in tests/integration/zip-upload-refusals.test.ts.
 */
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeEntryName, planArchive } from "#worker/inspector/zip/archive.ts";
import { isLinkOrSpecial, readCentralDirectory, type CentralRecord } from "#worker/inspector/zip/central-directory.ts";
import { contentTypeFor } from "#worker/inspector/zip/content-types.ts";
import { inflateFile, newInflateBudget } from "#worker/inspector/zip/inflate.ts";
import { uploadMaxBytes } from "#worker/services/publishing/zip/limits.ts";
import { multipartBoundary, MultipartError, parseMultipart, readBodyWithin } from "#worker/inspector/zip/multipart.ts";
import { filePathForUrlPath } from "#worker/inspector/zip/paths.ts";
import { refusalMessage, ZipRefusal } from "#worker/inspector/zip/refusal.ts";
import { text, withDeclaredSize, zipOf } from "../support/hosted-app.ts";

const refusalOf = (run: () => unknown): ZipRefusal => {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipRefusal) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("readCentralDirectory", () => {
  it("reads every record: sizes, method, attributes, offsets", () => {
    const zip = zipSync({
      "index.html": [text("<p>hi</p>"), { os: 3, attrs: (0o100644 << 16) >>> 0 }],
      "a/b.txt": [text("b"), { level: 0 }],
    });
    const { records, offset } = readCentralDirectory(zip);
    expect(records.map((record) => [new TextDecoder().decode(record.rawName), record.method, record.uncompressedSize])).toStrictEqual([
      ["index.html", 8, 9],
      ["a/b.txt", 0, 1],
    ]);
    expect(records[0]!.hostSystem).toBe(3);
    expect(records[0]!.externalAttributes >>> 16).toBe(0o100644);
    expect(records[1]!.localHeaderOffset).toBeGreaterThan(0);
    expect(offset).toBeGreaterThan(records[1]!.localHeaderOffset);
  });

  it("refuses what is not a ZIP, and ZIPs glued to the end of other files", () => {
    expect(() => readCentralDirectory(text("hello"))).toThrow(/too short/);
    expect(() => readCentralDirectory(new Uint8Array(100))).toThrow(/ZIP signature/);
    const zip = zipSync({ "index.html": text("x") });
    const glued = new Uint8Array([...text("MZ executable stub"), ...zip]);
    expect(() => readCentralDirectory(glued)).toThrow(/ZIP signature/);
  });

  it("reads an empty archive", () => {
    expect(readCentralDirectory(zipSync({})).records).toStrictEqual([]);
  });
});

describe("planArchive", () => {
  const site = { "index.html": text("<!doctype html>"), "css/site.css": text("body{}") };

  it("keeps paths as they are when index.html is at the root", () => {
    const plan = planArchive(zipOf(site));
    expect(plan.files.map((file) => file.path).sort()).toStrictEqual(["css/site.css", "index.html"]);
    expect(plan.strippedFolder).toBeNull();
    expect(plan.totalBytes).toBe(21);
  });

  it("strips a single top folder, ignoring folder entries and what macOS and Windows add", () => {
    const zip = zipSync({
      "dist/": new Uint8Array(0),
      "dist/index.html": text("<!doctype html>"),
      "dist/img/": new Uint8Array(0),
      "dist/img/a.png": text("png"),
      "dist/.DS_Store": text("junk"),
      "__MACOSX/dist/._index.html": text("junk"),
      "dist/Thumbs.db": text("junk"),
    });
    const plan = planArchive(zip);
    expect(plan.strippedFolder).toBe("dist/");
    expect(plan.files.map((file) => file.path).sort()).toStrictEqual(["img/a.png", "index.html"]);
    expect(plan.entryCount).toBe(7);
  });

  it("refuses a folder entry and a file with the same name", () => {
    const zip = zipSync({ "index.html": text("x"), "docs/": new Uint8Array(0), docs: text("file") });
    expect(refusalOf(() => planArchive(zip)).reason).toBe("duplicate_name");
  });

  it("refuses overlapping entries (the 'better zip bomb' layout)", () => {
    const zip = zipOf(site, { level: 0 });
    const { records, offset } = readCentralDirectory(zip);
    // Stretch the first entry's data over the next entry's local header: two entries sharing bytes.
    const copy = new Uint8Array(zip);
    const view = new DataView(copy.buffer);
    const stretched = records[0]!.compressedSize + 40;
    view.setUint32(offset + 20, stretched, true);
    view.setUint32(records[0]!.localHeaderOffset + 18, stretched, true);
    view.setUint32(offset + 24, stretched, true);
    view.setUint32(records[0]!.localHeaderOffset + 22, stretched, true);
    expect(readCentralDirectory(copy).records[0]!.compressedSize).toBe(stretched);
    expect(refusalOf(() => planArchive(copy)).reason).toBe("corrupt");
  });

  it("refuses an entry whose local header names another file", () => {
    const zip = zipOf(site);
    const { records } = readCentralDirectory(zip);
    const copy = new Uint8Array(zip);
    copy[records[0]!.localHeaderOffset + 30] = "X".charCodeAt(0);
    expect(refusalOf(() => planArchive(copy)).reason).toBe("corrupt");
  });
});

describe("entry names and attributes", () => {
  const record = (bytes: number[], utf8Flag: boolean): Pick<CentralRecord, "rawName" | "utf8Flag"> => ({
    rawName: Uint8Array.from(bytes),
    utf8Flag,
  });

  it("decodes UTF-8 with or without the flag, else Latin-1", () => {
    const cafe = [...new TextEncoder().encode("café.html")];
    expect(decodeEntryName(record(cafe, true))).toBe("café.html");
    expect(decodeEntryName(record(cafe, false))).toBe("café.html");
    expect(decodeEntryName(record([0x63, 0xe9, 0x2e, 0x74], false))).toBe("cé.t");
    expect(refusalOf(() => decodeEntryName(record([0x63, 0xe9], true))).reason).toBe("invalid_path");
  });

  it("sees links and special files made on Unix and reparse points made on Windows", () => {
    const base = {
      flags: 0,
      method: 0,
      compressedSize: 0,
      uncompressedSize: 0,
      localHeaderOffset: 0,
      rawName: new Uint8Array(0),
      utf8Flag: false,
    };
    expect(isLinkOrSpecial({ ...base, hostSystem: 3, externalAttributes: (0o120777 << 16) >>> 0 })).toBe(true);
    expect(isLinkOrSpecial({ ...base, hostSystem: 3, externalAttributes: (0o010644 << 16) >>> 0 })).toBe(true); // FIFO
    expect(isLinkOrSpecial({ ...base, hostSystem: 3, externalAttributes: (0o100644 << 16) >>> 0 })).toBe(false);
    expect(isLinkOrSpecial({ ...base, hostSystem: 3, externalAttributes: (0o040755 << 16) >>> 0 })).toBe(false);
    expect(isLinkOrSpecial({ ...base, hostSystem: 0, externalAttributes: 0x400 })).toBe(true);
    expect(isLinkOrSpecial({ ...base, hostSystem: 0, externalAttributes: 0x20 })).toBe(false);
  });
});

describe("inflateFile", () => {
  it("returns exactly the declared bytes and counts them against the budget", () => {
    const content = new Uint8Array(200_000).map((_, index) => index % 251);
    const zip = zipOf({ "index.html": text("x"), "data.bin": content });
    const plan = planArchive(zip);
    const budget = newInflateBudget();
    const before = budget.remaining;
    const file = plan.files.find((entry) => entry.path === "data.bin")!;
    expect(inflateFile(zip, file, budget)).toStrictEqual(content);
    expect(before - budget.remaining).toBe(200_000);
  });

  it("stops a file that inflates past its declared size after one small step", () => {
    const zip = withDeclaredSize(zipOf({ "index.html": text("x"), "data.bin": new Uint8Array(5_000_000) }), "data.bin", 1000);
    const file = planArchive(zip).files.find((entry) => entry.path === "data.bin")!;
    const refusal = refusalOf(() => inflateFile(zip, file, newInflateBudget()));
    expect(refusal.reason).toBe("size_mismatch");
    expect(refusal.detail.exceeded).toBe(true);
    expect(refusal.detail.actual).toBeLessThan(5 * 1024 * 1024);
  });

  it("refuses damaged deflate data as corrupt", () => {
    const zip = zipOf({ "index.html": text("x"), "data.bin": new Uint8Array(50_000).map((_, index) => index % 7) });
    const file = planArchive(zip).files.find((entry) => entry.path === "data.bin")!;
    const broken = new Uint8Array(zip);
    broken.fill(0xff, file.dataStart, file.dataStart + 8);
    expect(refusalOf(() => inflateFile(broken, file, newInflateBudget())).reason).toMatch(/corrupt|size_mismatch/);
  });
});

describe("multipart uploads", () => {
  const body = (boundary: string, parts: string) =>
    new TextEncoder().encode(parts.replaceAll("\n", "\r\n").replaceAll("BOUNDARY", boundary));

  it("finds the boundary of multipart/form-data only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc123")).toBe("----abc123");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });

  it("splits fields and files, the file a view of the body", () => {
    const form = parseMultipart(
      body(
        "XyZ",
        `--BOUNDARY
Content-Disposition: form-data; name="name"

Notes \u00e9
--BOUNDARY
Content-Disposition: form-data; name="file"; filename="my \\"app\\".zip"
Content-Type: application/zip

PK\u0003\u0004--not-the-boundary
--BOUNDARY--
`,
      ),
      "XyZ",
    );
    expect({ ...form.fields }).toStrictEqual({ name: "Notes é" });
    expect(form.files.file!.filename).toBe('my "app".zip');
    expect(form.files.file!.contentType).toBe("application/zip");
    expect(new TextDecoder().decode(form.files.file!.bytes)).toBe("PK\u0003\u0004--not-the-boundary");
  });

  it("refuses malformed bodies", () => {
    expect(() => parseMultipart(body("b", "no boundary here"), "b")).toThrow(MultipartError);
    expect(() => parseMultipart(body("b", `--BOUNDARY\nContent-Disposition: form-data; name="a"\n\nunterminated`), "b")).toThrow(
      /unterminated/,
    );
    expect(() => parseMultipart(body("b", `--BOUNDARY\nContent-Type: text/plain\n\nx\n--BOUNDARY--`), "b")).toThrow(/without a name/);
  });

  it("reads a body within the limit, and refuses one past it while counting", async () => {
    const stream = (chunks: number) =>
      new Request("http://x/", {
        method: "POST",
        body: new ReadableStream({
          start(controller) {
            for (let index = 0; index < chunks; index += 1) controller.enqueue(new Uint8Array(1000).fill(index));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    expect((await readBodyWithin(stream(3), 3000)).length).toBe(3000);
    await expect(readBodyWithin(stream(4), 3000)).rejects.toMatchObject({ problem: "too_large" });
    const declared = new Request("http://x/", { method: "POST", body: "x", headers: { "Content-Length": "999999" } });
    await expect(readBodyWithin(declared, 3000)).rejects.toMatchObject({ problem: "too_large" });
  });
});

describe("paths, types and limits", () => {
  it("maps URL paths to stored files", () => {
    expect(filePathForUrlPath("/")).toBe("index.html");
    expect(filePathForUrlPath("/docs/")).toBe("docs/index.html");
    expect(filePathForUrlPath("/img/my%20icon.png")).toBe("img/my icon.png");
    expect(filePathForUrlPath("/%E4%BD%A0%E5%A5%BD.html")).toBe("你好.html");
    for (const bad of ["/%zz", "/a/%2e%2e/b", "/a%5Cb", "/a%00b", "//x"]) expect(filePathForUrlPath(bad), bad).toBeNull();
  });

  it("gives files their content types", () => {
    expect(contentTypeFor("sw.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeFor("app.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeFor("icons/ICON.PNG")).toBe("image/png");
    expect(contentTypeFor("fonts/a.woff2")).toBe("font/woff2");
    expect(contentTypeFor("LICENSE")).toBe("application/octet-stream");
    expect(contentTypeFor(".htaccess")).toBe("application/octet-stream");
    expect(contentTypeFor("module.wasm")).toBe("application/wasm");
  });

  it("reads UPLOAD_MAX_BYTES, clamped, 50 MB by default", () => {
    expect(uploadMaxBytes({})).toBe(50 * 1024 * 1024);
    expect(uploadMaxBytes({ UPLOAD_MAX_BYTES: "abc" })).toBe(50 * 1024 * 1024);
    expect(uploadMaxBytes({ UPLOAD_MAX_BYTES: "10485760" })).toBe(10 * 1024 * 1024);
    expect(uploadMaxBytes({ UPLOAD_MAX_BYTES: "1" })).toBe(1024);
    expect(uploadMaxBytes({ UPLOAD_MAX_BYTES: String(10 ** 12) })).toBe(100 * 1024 * 1024);
  });

  it("words refusals in English and Chinese", () => {
    const refusal = new ZipRefusal("path_traversal", { entry: "../x" });
    expect(refusalMessage(refusal, "en")).toBe('"../x" contains "..", which would point outside the app\'s folder.');
    expect(refusalMessage(refusal, "zh")).toBe("“../x”包含“..”，会指向应用目录之外。");
    expect(refusalMessage(new ZipRefusal("upload_too_large", { limit: 50 * 1024 * 1024 }), "en")).toBe(
      "The upload is larger than the limit of 50 MB.",
    );
    expect(new ZipRefusal("upload_too_large").status).toBe(413);
    expect(new ZipRefusal("symlink").status).toBe(422);
  });
});
