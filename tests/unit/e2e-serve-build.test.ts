/**
 * The e2e server (tests/e2e/support/serve-build.ts) hands requests to the Worker and its answers
 * back unchanged: what it adds or drops on the way, checked without starting workerd.
 */
import { Headers } from "miniflare";
import { describe, expect, it } from "vitest";
import { requestHeaders, responseHeaders } from "../e2e/support/serve-build.ts";

describe("requests going to the Worker", () => {
  it("keep every header (repeated ones too) but the connection's own and Host", () => {
    const headers = requestHeaders(
      [
        "Host",
        "demo.localhost:8787",
        "Connection",
        "keep-alive",
        "Keep-Alive",
        "timeout=5",
        "Transfer-Encoding",
        "chunked",
        "Cookie",
        "a=1; b=2",
        "Accept-Language",
        "zh-CN",
        "X-Repeated",
        "one",
        "X-Repeated",
        "two",
        "MF-Original-URL",
        "http://elsewhere.example/",
      ],
      "secret",
    );
    expect(headers.get("cookie")).toBe("a=1; b=2");
    expect(headers.get("accept-language")).toBe("zh-CN");
    expect(headers.get("x-repeated")).toBe("one, two");
    for (const name of ["host", "connection", "keep-alive", "transfer-encoding", "mf-original-url"])
      expect(headers.has(name), name).toBe(false);
    // Miniflare's entry sets the Worker's Host from the dispatched URL only for a caller that knows the secret.
    expect(headers.get("MF-Proxy-Shared-Secret")).toBe("secret");
    expect(headers.has("MF-Sec-Fetch-Mode")).toBe(false);
  });

  it("carry the browser's Sec-Fetch-Mode past fetch, which would put its own there", () => {
    const headers = requestHeaders(["Sec-Fetch-Mode", "navigate", "Accept", "text/html"], "secret");
    expect(headers.get("MF-Sec-Fetch-Mode")).toBe("navigate");
  });
});

describe("answers coming back", () => {
  it("keep each Set-Cookie on its own, the Location of a redirect and every other header", () => {
    const source = new Headers();
    source.append("Set-Cookie", "refresh=abc; Path=/; HttpOnly");
    source.append("Set-Cookie", "d1_bookmark=x; Path=/; Max-Age=600");
    source.set("Location", "/login?redirect=%2Fprofile");
    source.set("Content-Length", "0");
    source.set("Cache-Control", "private, no-store");
    source.set("Connection", "close");
    expect(responseHeaders(source)).toEqual({
      "set-cookie": ["refresh=abc; Path=/; HttpOnly", "d1_bookmark=x; Path=/; Max-Age=600"],
      location: "/login?redirect=%2Fprofile",
      "content-length": "0",
      "cache-control": "private, no-store",
    });
  });

  it("drop the length of a body Miniflare has decoded, and its marker", () => {
    const source = new Headers({ "Content-Type": "text/html", "Content-Length": "120", "MF-Content-Encoding": "gzip" });
    expect(responseHeaders(source)).toEqual({ "content-type": "text/html" });
  });
});
