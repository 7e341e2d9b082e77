/**
 * Which hosts the URL inspector may fetch (worker/inspector/fetch/address.ts): every
 * spelling of every refused range, as a raw literal and after the URL parser has normalised it.
 */
import { describe, expect, it } from "vitest";
import {
  classifyAddress,
  classifyHost,
  formatAddress,
  isAllowedClass,
  parseIPv4,
  parseIPv6,
  parseIpAddress,
  type AddressClass,
} from "#worker/inspector/fetch/address.ts";

const v4 = (text: string) => {
  const bytes = parseIPv4(text);
  return bytes ? Array.from(bytes).join(".") : null;
};

/** The class of a literal, whether given raw or as the hostname a URL parser leaves of it. */
function classOf(literal: string): AddressClass | "not-ip" {
  const host = classifyHost(literal);
  return host.kind === "ip" ? host.class : "not-ip";
}

function classOfUrlHost(urlHost: string): AddressClass | string {
  const hostname = new URL(`http://${urlHost}/`).hostname;
  const host = classifyHost(hostname);
  return host.kind === "ip" ? host.class : host.kind;
}

describe("parseIPv4 (the URL standard's IPv4 parser)", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"], // one 32-bit decimal number
    ["0177.0.0.1", "127.0.0.1"], // octal first part
    ["0x7f.1", "127.0.0.1"], // hex, short form
    ["0x7F000001", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["017700000001", "127.0.0.1"], // octal as one number
    ["10.0.0.1.", "10.0.0.1"], // one trailing dot
    ["169.254.169.254", "169.254.169.254"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["255.255.255.255", "255.255.255.255"],
    ["4294967295", "255.255.255.255"],
  ])("reads %s as %s", (input, expected) => {
    expect(v4(input)).toBe(expected);
  });

  it.each([
    "256.0.0.1",
    "1.2.3.4.5",
    "4294967296",
    "1.2.3.256",
    "08.0.0.1",
    "0x1g.0.0.1",
    "1..2",
    "",
    "example.com",
    "1.2.3.4..",
    "-1.0.0.0",
  ])("refuses %s", (input) => {
    expect(parseIPv4(input)).toBeNull();
  });
});

describe("parseIPv6", () => {
  it.each([
    ["::1", "::1"],
    ["[::1]", "::1"],
    ["::", "::"],
    ["0:0:0:0:0:0:0:1", "::1"],
    ["::ffff:127.0.0.1", "::ffff:7f00:1"],
    ["::ffff:7f00:1", "::ffff:7f00:1"],
    ["fe80::1", "fe80::1"],
    ["2001:DB8::8:800:200C:417A", "2001:db8::8:800:200c:417a"],
    ["2606:4700:4700::1111", "2606:4700:4700::1111"],
  ])("reads %s", (input, expected) => {
    const bytes = parseIPv6(input);
    expect(bytes).not.toBeNull();
    expect(formatAddress({ version: 6, bytes: bytes! })).toBe(expected);
  });

  it.each([
    "fe80::1%eth0",
    "1::2::3",
    ":::",
    "12345::",
    "::ffff:127.0.0.01",
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "g::1",
    "::ffff:256.0.0.1",
  ])("refuses %s", (input) => {
    expect(parseIPv6(input)).toBeNull();
  });
});

describe("classifyAddress / classifyHost on literals", () => {
  it.each<[string, AddressClass]>([
    // IPv4 special-purpose ranges
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["169.254.169.254", "link-local"],
    ["169.254.0.1", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    // alternative IPv4 spellings
    ["2130706433", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["0x7f.1", "loopback"],
    ["127.1", "loopback"],
    ["0xa9fea9fe", "link-local"],
    ["3232235777", "private"], // 192.168.1.1
    // IPv6
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["[::]", "unspecified"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["febf::1", "link-local"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::127.0.0.1", "loopback"],
    ["::8.8.8.8", "reserved"], // IPv4-compatible (deprecated), even for a public address
    ["64:ff9b::10.0.0.1", "private"], // NAT64 to a private address
    ["64:ff9b::8.8.8.8", "reserved"],
    ["2002:7f00:1::", "loopback"], // 6to4 of 127.0.0.1
    ["2002:c0a8:101::1", "private"], // 6to4 of 192.168.1.1
    ["2001:db8::1", "reserved"],
    ["2001:0::1", "reserved"], // Teredo
    ["100::1", "reserved"],
    ["4000::1", "reserved"], // outside 2000::/3
  ])("%s is %s", (literal, expected) => {
    expect(classOf(literal)).toBe(expected);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.255.255",
    "2606:4700:4700::1111",
    "2a00:1450::1",
    "2002:808:808::1",
  ])("%s is public", (literal) => {
    expect(classOf(literal)).toBe("public");
  });

  it("classifies parsed addresses directly too", () => {
    expect(classifyAddress(parseIpAddress("10.1.2.3")!)).toBe("private");
    expect(classifyAddress(parseIpAddress("[fd00::2]")!)).toBe("unique-local");
    expect(parseIpAddress("example.com")).toBeNull();
  });
});

describe("classifyHost on what the URL parser leaves", () => {
  it.each([
    ["2130706433", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["0x7f.1", "loopback"],
    ["127.1", "loopback"],
    ["127.0.0.1.", "loopback"],
    ["[::1]", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["[0:0:0:0:0:ffff:7f00:1]", "loopback"],
    ["0x0a.0.0.1", "private"],
    ["[fd00::1]", "unique-local"],
    ["169.254.169.254", "link-local"],
    ["0", "unspecified"],
    ["[::]", "unspecified"],
  ])("http://%s/ is %s", (host, expected) => {
    expect(classOfUrlHost(host)).toBe(expected);
  });

  it.each([
    ["localhost", "loopback-name"],
    ["LOCALHOST", "loopback-name"],
    ["localhost.", "loopback-name"],
    ["app.localhost", "loopback-name"],
    ["a.b.localhost.", "loopback-name"],
    ["metadata.google.internal", "local-name"],
    ["db.internal", "local-name"],
    ["printer.local", "local-name"],
    ["nas.home.arpa", "local-name"],
    ["1.0.0.127.in-addr.arpa", "local-name"],
    ["router", "local-name"], // a single label
    ["intranet.", "local-name"],
    ["site.test", "local-name"],
    ["x.onion", "local-name"],
    ["example.com", "domain"],
    ["example.com.", "domain"],
    ["127.0.0.1.nip.io", "domain"], // decided by its DNS answers, not its spelling
    ["xn--bcher-kva.example", "domain"],
  ])("%s is a %s", (host, expected) => {
    expect(classifyHost(host).kind).toBe(expected);
  });
});

describe("isAllowedClass", () => {
  const classes: AddressClass[] = [
    "public",
    "loopback",
    "private",
    "shared",
    "link-local",
    "unique-local",
    "unspecified",
    "multicast",
    "broadcast",
    "reserved",
  ];

  it("allows only public addresses by default", () => {
    expect(classes.filter((addressClass) => isAllowedClass(addressClass, { allowLoopback: false }))).toEqual(["public"]);
  });

  it("adds loopback, and nothing else, with the development setting", () => {
    expect(classes.filter((addressClass) => isAllowedClass(addressClass, { allowLoopback: true }))).toEqual(["public", "loopback"]);
  });
});
