/**
 * `npm run soak`: the built Worker under a mixed load of reads and writes from many signed-in
 * users, then a recount of every stored counter from its rows (bench/README.md explains the output).
 *
 *   npm run soak                         # 60 s at 50 connections, 30 users (+ ~2 min setup and checks)
 *   npm run soak -- --duration=10        # seconds of mixed load (default 60, at most 600)
 *   npm run soak -- --connections=20     # concurrent request loops (default 50)
 *   npm run soak -- --users=40           # users registered before the load (default 30, at least 2)
 *   npm run soak -- --rebuild            # build even if build/ looks fresh
 *
 * 1. Builds unless build/ is fresh, seeds a throw-away state directory with the demo catalog (as
 *    bench/catalog-http.ts does) and serves the build with `wrangler dev`, with a random
 *    E2E_SQL_TOKEN so POST /api/dev/sql can read the database back at the end.
 * 2. Registers the users through the real API (register, the code from the development outbox,
 *    verify-email), each with its own client address (CF-Connecting-IP, which wrangler dev passes
 *    through: the recount checks every session's stored address).
 * 3. The trivial route alone (GET /api/client/auth/health, one `select 1`) for a few seconds, then
 *    the mixed workload, then the trivial route alone again: the baseline is measured before AND
 *    after, in the same run, at the same number of connections.
 * 4. The mixed workload: `connections` loops, each picking its next operation at random by weight
 *    (WEIGHTS): reads (listing, search, detail, reviews, favourite ids, /store SSR, the trivial
 *    route) and writes (favourite on/off, open signed in or not, review create/edit, a second
 *    review of the same app that must be refused with 409, helpful vote on/off, register, and two
 *    double submits: the same first review twice at once, the same favourite twice at once).
 *    Apart from the double submits, a user's writes run one at a time (a user is "busy" while one
 *    is in flight), so the soak knows every user's state exactly; per-account rate limits are
 *    respected by budget (REVIEW_BUDGET, HELPFUL_BUDGET), so no answer may be a 4xx except the
 *    asked-for 409s.
 * 5. Recount (bench/support/soak-recount.ts) and report. Exit 1 on any 5xx, network error,
 *    timeout, unexpected 4xx, invalid answer or counter mismatch; 2 when it cannot run.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { lastLines, readLog, removeStateDir, seedState } from "../tests/e2e/support/server.ts";
import { formatNumber, machineLine, printTable } from "./support/report.ts";
import { closedLoops, jsonCheck, latencySummary, type KindStats, send, SoakStats, type SoakRequest } from "./support/soak-http.ts";
import { type CounterCheck, type Ledger, recount, type Snapshot, sqlRunner, takeSnapshot } from "./support/soak-recount.ts";
import { type BenchWorker, ensureBuild, startWorker } from "./support/worker.ts";

/**
 * Review writes (create, edit, the duplicate) per user: the per-account limit is 20 an hour and
 * never relaxed (worker/lib/rate-limits/policy.ts, reviewWriteByAccount). 18 leaves room.
 */
const REVIEW_BUDGET = 18;
/** Helpful votes (on and off) per user: helpfulByAccount allows 60 an hour. */
const HELPFUL_BUDGET = 55;
/** Users registered during the load, at most (each costs a password hash: ~150 ms of CPU). */
const MAX_LOAD_REGISTRATIONS = 200;
const PASSWORD = "Sunflower42x";
/** Anonymous visitors' addresses (opens and reads without a token). */
const VISITOR_ADDRESSES = 256;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    users: { type: "string", default: "30" },
    rebuild: { type: "boolean", default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
if (
  !Number.isFinite(DURATION) ||
  DURATION < 1 ||
  DURATION > 600 ||
  !Number.isInteger(CONNECTIONS) ||
  CONNECTIONS < 1 ||
  !Number.isInteger(USERS) ||
  USERS < 2
) {
  // Access tokens live 15 minutes (worker/lib/jwt.ts) and the soak does not refresh them.
  console.error("--duration must be 1–600 (seconds), --connections a positive integer, --users an integer ≥ 2");
  process.exit(2);
}
/** The trivial route alone, before and after the mixed load. */
const BASELINE_SECONDS = Math.min(10, Math.max(5, DURATION / 6));

const log = (message: string) => console.log(`[soak] ${message}`);
const loadLine = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

interface SoakUser {
  id: string;
  email: string;
  address: string;
  token: string;
  /** A write of this user is in flight (a user's writes never overlap). */
  busy: boolean;
  favorites: Set<string>;
  helpful: Set<string>;
  /** app id → the user's review of it */
  reviews: Map<string, { id: string; rating: number }>;
  reviewWrites: number;
  helpfulWrites: number;
}

interface CatalogApp {
  id: string;
  slug: string;
  name: string;
  category: string;
  tags: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const userAddress = (n: number) => `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const visitorAddress = () => {
  const n = Math.floor(Math.random() * VISITOR_ADDRESSES);
  return `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const dayNumber = (ms: number) => Math.floor(ms / 86_400_000);
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

const listingCheck = jsonCheck((data) => (Array.isArray((data as { items?: unknown }).items) ? null : "no items"));
const healthCheck = jsonCheck((data) => ((data as { db?: unknown }).db === "ok" ? null : "db is not ok"));
const htmlCheck = (body: string, contentType: string) =>
  contentType.includes("text/html") && body.includes("</html>") ? null : `not a whole page (${contentType}, ${body.length} bytes)`;

class Soak {
  stats = new SoakStats();
  readonly users: SoakUser[] = [];
  readonly reviews: { id: string; userId: string }[] = [];
  readonly ledger: Ledger = {
    opens: new Map(),
    openDays: new Map(),
    opensAcrossMidnight: new Map(),
    signedInOpens: new Map(),
    views: new Map(),
    favorites: new Map(),
    helpful: new Map(),
    reviews: new Map(),
    addresses: new Map(),
  };
  /**
   * Writes with nothing to do (every user busy or out of budget, no other user's review to vote on
   * yet, no registration left) that read the listing instead.
   */
  fallbacks = 0;
  registeredDuringLoad = 0;
  private registrations = 0;
  private readonly runId = randomBytes(3).toString("hex");

  constructor(
    readonly origin: string,
    readonly apps: CatalogApp[],
  ) {}

  request(request: SoakRequest) {
    return send(this.origin, this.stats, request);
  }

  /** Register → the code from the outbox → verify-email: a signed-in user with its own address. */
  async register(kindPrefix: string): Promise<SoakUser | null> {
    const n = this.registrations++;
    const address = userAddress(n);
    const email = `soak-${this.runId}-${n}@example.com`;
    const registered = await this.request({
      kind: `${kindPrefix}register`,
      method: "POST",
      path: "/api/client/auth/register",
      address,
      body: { email, password: PASSWORD, name: `Soak User ${n}` },
      expect: [201],
    });
    if (!registered.ok) return null;
    let code = "";
    const outbox = await this.request({
      kind: `${kindPrefix}register: outbox code (dev)`,
      path: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      address,
      check: jsonCheck((data) => {
        // The mail says "code" followed by the 4-digit code (tests/e2e/support/accounts.ts).
        const text = (data as { text: string }[])[0]?.text ?? "";
        code = /code\W{0,3}(\d{4})\b/.exec(text)?.[1] ?? "";
        return code ? null : "no verification code mailed";
      }),
    });
    if (!outbox.ok) return null;
    let user: SoakUser | null = null;
    await this.request({
      kind: `${kindPrefix}register: verify-email`,
      method: "POST",
      path: "/api/client/auth/verify-email",
      address,
      body: { email, token: code },
      check: (body) => {
        const answer = JSON.parse(body) as { success?: boolean; user?: { id?: string }; tokens?: { accessToken?: string } };
        if (!answer.success || !answer.user?.id || !answer.tokens?.accessToken) return "no user or tokens";
        user = {
          id: answer.user.id,
          email,
          address,
          token: answer.tokens.accessToken,
          busy: false,
          favorites: new Set(),
          helpful: new Set(),
          reviews: new Map(),
          reviewWrites: 0,
          helpfulWrites: 0,
        };
        return null;
      },
    });
    if (user) this.addUser(user);
    return user;
  }

  private addUser(user: SoakUser) {
    this.users.push(user);
    this.ledger.addresses.set(user.id, user.address);
    this.ledger.favorites.set(user.id, user.favorites);
    this.ledger.helpful.set(user.id, user.helpful);
  }

  /** A user with no write in flight for whom `can` holds, marked busy; null when there is none. */
  private claim(can: (user: SoakUser) => boolean): SoakUser | null {
    const start = Math.floor(Math.random() * this.users.length);
    for (let i = 0; i < this.users.length; i++) {
      const user = this.users[(start + i) % this.users.length]!;
      if (!user.busy && can(user)) {
        user.busy = true;
        return user;
      }
    }
    return null;
  }

  // Reads ---------------------------------------------------------------------------------------

  listing = async () => {
    const params = new URLSearchParams({
      sort: pick(["popular", "new", "trending", "rating", "name"]),
      page: String(1 + Math.floor(Math.random() * 3)),
    });
    if (Math.random() < 0.4) params.set("category", pick(this.apps).category);
    await this.request({ kind: "read: listing", path: `/api/client/apps?${params}`, address: visitorAddress(), check: listingCheck });
  };

  search = async () => {
    const app = pick(this.apps);
    const q = pick([app.name.split(/\s+/)[0]!, app.tags[0] ?? app.name, app.name.slice(0, 3), "zqxv nothing"]);
    await this.request({
      kind: "read: search",
      path: `/api/client/apps?q=${encodeURIComponent(q)}`,
      address: visitorAddress(),
      check: listingCheck,
    });
  };

  detail = async () => {
    const app = pick(this.apps);
    const answer = await this.request({
      kind: "read: app detail",
      path: `/api/client/apps/${Math.random() < 0.5 ? app.id : app.slug}`,
      address: visitorAddress(),
      check: jsonCheck((data) => ((data as { id?: unknown }).id === app.id ? null : "another app")),
    });
    if (answer.ok) bump(this.ledger.views, app.id);
  };

  reviewList = async () => {
    const user = Math.random() < 0.5 ? pick(this.users) : null;
    await this.request({
      kind: "read: reviews",
      path: `/api/client/apps/${pick(this.apps).id}/reviews?sort=${pick(["newest", "helpful"])}`,
      address: user?.address ?? visitorAddress(),
      token: user?.token,
      check: jsonCheck((data) => (Array.isArray((data as { items?: unknown }).items) ? null : "no items")),
    });
  };

  favoriteIds = async () => {
    const user = pick(this.users);
    await this.request({
      kind: "read: favourite ids",
      path: "/api/client/favorites/ids",
      address: user.address,
      token: user.token,
      check: jsonCheck((data) => (Array.isArray((data as { ids?: unknown }).ids) ? null : "no ids")),
    });
  };

  store = async () => {
    const path = pick(["/store", "/store", `/store?sort=new`, `/store?category=${pick(this.apps).category}`]);
    await this.request({ kind: "read: /store SSR", path, address: visitorAddress(), check: htmlCheck });
  };

  trivial = async () => {
    await this.request({ kind: "read: trivial (health)", path: "/api/client/auth/health", address: visitorAddress(), check: healthCheck });
  };

  // Writes --------------------------------------------------------------------------------------

  favorite = async () => {
    const user = this.claim(() => true);
    if (!user) return this.fallback();
    try {
      // Half the time off one of the user's favourites (when any), otherwise on another app: both
      // directions get exercised about equally.
      const favourited = [...user.favorites];
      const on = favourited.length === 0 || (favourited.length < this.apps.length && Math.random() < 0.5);
      const app = on
        ? pick(this.apps.filter((candidate) => !user.favorites.has(candidate.id)))
        : pick(this.apps.filter((candidate) => user.favorites.has(candidate.id)));
      const answer = await this.request({
        kind: on ? "write: favourite on" : "write: favourite off",
        method: on ? "PUT" : "DELETE",
        path: `/api/client/favorites/${app.id}`,
        address: user.address,
        token: user.token,
        check: jsonCheck((data) => {
          const state = data as { appId?: string; favorited?: boolean };
          return state.appId === app.id && state.favorited === on ? null : `answered ${JSON.stringify(data)}`;
        }),
      });
      if (answer.ok) {
        if (on) user.favorites.add(app.id);
        else user.favorites.delete(app.id);
      }
    } finally {
      user.busy = false;
    }
  };

  open = async () => {
    const user = Math.random() < 0.5 ? pick(this.users) : null;
    const app = pick(this.apps);
    const startedDay = dayNumber(Date.now());
    const answer = await this.request({
      kind: user ? "write: open (signed in)" : "write: open (anonymous)",
      method: "POST",
      path: `/api/client/apps/${Math.random() < 0.5 ? app.id : app.slug}/open`,
      address: user?.address ?? visitorAddress(),
      token: user?.token,
      check: jsonCheck((data) => (typeof (data as { url?: unknown }).url === "string" ? null : "no url")),
    });
    if (!answer.ok) return;
    bump(this.ledger.opens, app.id);
    if (user) bump(this.ledger.signedInOpens, app.id);
    const endedDay = dayNumber(Date.now());
    if (startedDay === endedDay) bump(this.ledger.openDays, `${app.id}|${startedDay}`);
    else bump(this.ledger.opensAcrossMidnight, app.id);
  };

  review = async () => {
    const user = this.claim((candidate) => candidate.reviewWrites < REVIEW_BUDGET);
    if (!user) return this.fallback();
    try {
      user.reviewWrites++;
      const rating = 1 + Math.floor(Math.random() * 5);
      const body = { rating, title: `Soak ${rating}`, body: `Written under load by ${user.email} (${rating} stars).` };
      const reviewed = [...user.reviews.entries()];
      const unreviewed = this.apps.filter((app) => !user.reviews.has(app.id));
      if (reviewed.length > 0 && (Math.random() < 0.5 || unreviewed.length === 0)) {
        const [appId, review] = pick(reviewed);
        const answer = await this.request({
          kind: "write: review edit",
          method: "PUT",
          path: `/api/client/reviews/${review.id}`,
          address: user.address,
          token: user.token,
          body,
          check: jsonCheck((data) => ((data as { rating?: number }).rating === rating ? null : "another rating")),
        });
        if (answer.ok) {
          review.rating = rating;
          this.ledger.reviews.set(review.id, { appId, userId: user.id, rating });
        }
        return;
      }
      const app = pick(unreviewed);
      let id = "";
      const answer = await this.request({
        kind: "write: review create",
        method: "POST",
        path: `/api/client/apps/${app.id}/reviews`,
        address: user.address,
        token: user.token,
        body,
        expect: [201],
        check: jsonCheck((data) => {
          const review = data as { id?: string; rating?: number; status?: string };
          id = review.id ?? "";
          return id && review.rating === rating && review.status === "approved" ? null : `answered ${JSON.stringify(data)}`;
        }),
      });
      if (answer.ok) {
        user.reviews.set(app.id, { id, rating });
        this.reviews.push({ id, userId: user.id });
        this.ledger.reviews.set(id, { appId: app.id, userId: user.id, rating });
      }
    } finally {
      user.busy = false;
    }
  };

  /**
   * The same first review sent twice at once (a double submit): the unique index lets exactly one
   * through (201) and the other is the same 409 (worker/services/community/reviews.ts, createReview).
   */
  reviewRace = async () => {
    const user = this.claim((candidate) => candidate.reviewWrites <= REVIEW_BUDGET - 2);
    if (!user) return this.fallback();
    try {
      const unreviewed = this.apps.filter((app) => !user.reviews.has(app.id));
      if (unreviewed.length === 0) return await this.fallback();
      user.reviewWrites += 2;
      const app = pick(unreviewed);
      const rating = 1 + Math.floor(Math.random() * 5);
      const ids: string[] = [];
      const attempt = () =>
        this.request({
          kind: "write: review twice at once (one 201, one 409)",
          method: "POST",
          path: `/api/client/apps/${app.id}/reviews`,
          address: user.address,
          token: user.token,
          body: { rating, title: null, body: `Sent twice at once by ${user.email}.` },
          expect: [201, 409],
          check: (body) => {
            const answer = JSON.parse(body) as { success?: boolean; data?: { id?: string } };
            if (answer.success && answer.data?.id) ids.push(answer.data.id);
            return null;
          },
        });
      const answers = await Promise.all([attempt(), attempt()]);
      if (!answers.every((answer) => answer.ok)) return;
      const created = answers.filter((answer) => answer.status === 201).length;
      if (created !== 1 || ids.length !== 1) {
        this.stats.kind("write: review twice at once (one 201, one 409)").invalid++;
        this.stats.sample(
          "write: review twice at once (one 201, one 409)",
          "invalid answer",
          `${created} of 2 answered 201 for app ${app.id}`,
        );
      }
      for (const id of ids) {
        user.reviews.set(app.id, { id, rating });
        this.reviews.push({ id, userId: user.id });
        this.ledger.reviews.set(id, { appId: app.id, userId: user.id, rating });
      }
    } finally {
      user.busy = false;
    }
  };

  /** The same favourite sent twice at once: both answer favourited, the count moves by one. */
  favoriteRace = async () => {
    const user = this.claim((candidate) => candidate.favorites.size < this.apps.length);
    if (!user) return this.fallback();
    try {
      const app = pick(this.apps.filter((candidate) => !user.favorites.has(candidate.id)));
      const attempt = () =>
        this.request({
          kind: "write: favourite on twice at once",
          method: "PUT",
          path: `/api/client/favorites/${app.id}`,
          address: user.address,
          token: user.token,
          check: jsonCheck((data) => ((data as { favorited?: boolean }).favorited === true ? null : `answered ${JSON.stringify(data)}`)),
        });
      const answers = await Promise.all([attempt(), attempt()]);
      if (answers.some((answer) => answer.ok)) user.favorites.add(app.id);
    } finally {
      user.busy = false;
    }
  };

  /** A second review of an app the user reviewed: one review per user per app, so 409. */
  duplicateReview = async () => {
    const user = this.claim((candidate) => candidate.reviewWrites < REVIEW_BUDGET && candidate.reviews.size > 0);
    if (!user) return this.fallback();
    try {
      user.reviewWrites++;
      const [appId] = pick([...user.reviews.entries()]);
      await this.request({
        kind: "write: second review (expects 409)",
        method: "POST",
        path: `/api/client/apps/${appId}/reviews`,
        address: user.address,
        token: user.token,
        body: { rating: 3, title: null, body: "A second review of the same app." },
        expect: [409],
      });
    } finally {
      user.busy = false;
    }
  };

  helpful = async () => {
    const user = this.claim((candidate) => candidate.helpfulWrites < HELPFUL_BUDGET);
    if (!user) return this.fallback();
    try {
      // Half the time off one of the user's votes (when any), otherwise on another user's review.
      const unvoted = this.reviews.filter((review) => review.userId !== user.id && !user.helpful.has(review.id));
      const on = user.helpful.size === 0 || (unvoted.length > 0 && Math.random() < 0.5);
      if (on && unvoted.length === 0) return await this.fallback();
      user.helpfulWrites++;
      const review = on ? pick(unvoted) : { id: pick([...user.helpful]) };
      const answer = await this.request({
        kind: on ? "write: helpful on" : "write: helpful off",
        method: on ? "POST" : "DELETE",
        path: `/api/client/reviews/${review.id}/helpful`,
        address: user.address,
        token: user.token,
        check: jsonCheck((data) => ((data as { helpful?: boolean }).helpful === on ? null : `answered ${JSON.stringify(data)}`)),
      });
      if (answer.ok) {
        if (on) user.helpful.add(review.id);
        else user.helpful.delete(review.id);
      }
    } finally {
      user.busy = false;
    }
  };

  registerDuringLoad = async () => {
    if (this.registeredDuringLoad >= MAX_LOAD_REGISTRATIONS) return this.fallback();
    this.registeredDuringLoad++;
    await this.register("write: ");
  };

  private async fallback() {
    this.fallbacks++;
    await this.listing();
  }
}

/** Relative weights of the mixed workload's operations (a register is three requests). */
const WEIGHTS: [number, (soak: Soak) => () => Promise<void>][] = [
  [16, (soak) => soak.listing],
  [12, (soak) => soak.search],
  [14, (soak) => soak.detail],
  [5, (soak) => soak.reviewList],
  [3, (soak) => soak.favoriteIds],
  [6, (soak) => soak.store],
  [4, (soak) => soak.trivial],
  [14, (soak) => soak.favorite],
  [14, (soak) => soak.open],
  [5, (soak) => soak.review],
  [1, (soak) => soak.duplicateReview],
  [0.5, (soak) => soak.reviewRace],
  [1, (soak) => soak.favoriteRace],
  [6, (soak) => soak.helpful],
  [0.4, (soak) => soak.registerDuringLoad],
];

function chooser(soak: Soak): () => () => Promise<void> {
  const total = WEIGHTS.reduce((sum, [weight]) => sum + weight, 0);
  const operations = WEIGHTS.map(([weight, operation]) => [weight, operation(soak)] as const);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, operation] of operations) {
      roll -= weight;
      if (roll < 0) return operation;
    }
    return operations[0]![1];
  };
}

/** The trivial route alone at the same concurrency: the run's own baseline. */
async function trivialPhase(origin: string, seconds: number): Promise<{ stats: SoakStats; elapsed: number }> {
  const stats = new SoakStats();
  const elapsed = await closedLoops(CONNECTIONS, seconds * 1000, async () => {
    await send(origin, stats, {
      kind: "trivial (health) alone",
      path: "/api/client/auth/health",
      address: visitorAddress(),
      check: healthCheck,
    });
  });
  return { stats, elapsed };
}

const ms = (value: number) => (Number.isFinite(value) ? formatNumber(value) : "-");

function statsRow(name: string, stats: KindStats, elapsed?: number): string[] {
  const latency = latencySummary(stats.latencies);
  return [
    name,
    String(stats.total),
    elapsed ? formatNumber(stats.total / elapsed) : "",
    String(stats.ok),
    String(stats.expected4xx),
    String(stats.unexpected4xx),
    String(stats.status5xx),
    String(stats.errors),
    String(stats.timeouts),
    String(stats.invalid + stats.other),
    String(stats.proxyDrops),
    ms(latency.p50),
    ms(latency.p99),
    ms(latency.max),
  ];
}

const TABLE_HEADER = [
  "requests",
  "count",
  "req/s",
  "2xx",
  "expected 4xx",
  "unexpected 4xx",
  "5xx",
  "errors",
  "timeouts",
  "invalid",
  "proxy drops",
  "p50 ms",
  "p99 ms",
  "max ms",
];

/** Reads the counters once the server is idle: views are written after the answer (waitUntil). */
async function settledSnapshot(sql: ReturnType<typeof sqlRunner>): Promise<Snapshot> {
  const views = (snapshot: Snapshot) => [...snapshot.apps.values()].reduce((sum, app) => sum + app.views + app.opens, 0);
  let last = await takeSnapshot(sql);
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await takeSnapshot(sql);
    if (views(next) === views(last)) return next;
    last = next;
  }
  return last;
}

function printSamples(stats: SoakStats) {
  if (stats.samples.length === 0) return;
  console.log("\nexamples of failed (or dropped and resent) requests:");
  for (const sample of stats.samples) console.log(`  [${sample.kind}] ${sample.what}: ${sample.detail}`);
}

async function main(): Promise<number> {
  console.log(`Soak: ${machineLine()}`);
  console.log(`load average at start (1, 5, 15 min): ${loadLine()}`);
  await ensureBuild(log, args.rebuild);
  const stateDir = await mkdtemp(join(tmpdir(), "pwa-store-soak-"));
  const removeOnExit = () => rmSync(stateDir, { recursive: true, force: true });
  process.once("exit", removeOnExit);
  const sqlToken = randomBytes(24).toString("hex");
  let worker: BenchWorker | undefined;
  try {
    log(`seeding the demo catalog into ${stateDir}…`);
    await seedState(stateDir);
    worker = await startWorker(stateDir, { vars: { E2E_SQL_TOKEN: sqlToken } });
    const origin = worker.origin;
    const sql = sqlRunner(origin, sqlToken);
    log(`wrangler dev on the build at ${origin} (pid ${worker.pid})`);

    const listing = await fetch(`${origin}/api/client/apps?pageSize=100`, { headers: { "cf-connecting-ip": visitorAddress() } });
    const apps = ((await listing.json()) as { data: { items: CatalogApp[] } }).data.items;
    if (apps.length === 0) throw new Error("the seeded catalog lists no apps");
    const soak = new Soak(origin, apps);

    log(`registering ${USERS} users (register, outbox code, verify-email; one address each)…`);
    const setupStarted = performance.now();
    let started = 0;
    await Promise.all(
      Array.from({ length: Math.min(4, USERS) }, async () => {
        while (started < USERS) {
          started++;
          await soak.register("setup: ");
        }
      }),
    );
    if (soak.stats.totals().failures > 0 || soak.users.length < USERS) {
      printSamples(soak.stats);
      throw new Error(`registering the users failed (${soak.users.length} of ${USERS})`);
    }
    log(`${USERS} users in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
    soak.stats = new SoakStats(); // the load's figures only

    // Warm every kind of answer once (code, caches, connections), uncounted.
    for (const path of ["/api/client/auth/health", "/store", `/api/client/apps/${apps[0]!.id}/reviews`, "/api/client/apps?q=note"]) {
      await fetch(`${origin}${path}`, { headers: { "cf-connecting-ip": visitorAddress() } }).then((response) => response.arrayBuffer());
    }

    const before = await takeSnapshot(sql);
    const logLinesBefore = readLog(worker.logFile).split("\n").length;
    log(`trivial route alone for ${BASELINE_SECONDS} s (${CONNECTIONS} connections)…`);
    const trivialBefore = await trivialPhase(origin, BASELINE_SECONDS);
    log(`mixed load for ${DURATION} s (${CONNECTIONS} connections, ${USERS} users)…`);
    const loadAtMixStart = loadLine();
    const next = chooser(soak);
    const mixedElapsed = await closedLoops(CONNECTIONS, DURATION * 1000, () => next()());
    const loadAtMixEnd = loadLine();
    log(`trivial route alone for ${BASELINE_SECONDS} s…`);
    const trivialAfter = await trivialPhase(origin, BASELINE_SECONDS);

    log("recounting every counter from the rows…");
    const after = await settledSnapshot(sql);
    const checks = await recount(origin, sql, before, after, soak.ledger);

    // Report ------------------------------------------------------------------------------------
    const mixed = soak.stats.totals();
    console.log(
      `\nmixed workload: ${mixedElapsed.toFixed(1)} s, ${CONNECTIONS} connections, ${USERS} users registered before + ${soak.users.length - USERS} during the load` +
        ` (${soak.fallbacks} writes had nothing to do (no user free with budget left, no review to vote on yet) and read the listing instead)\n`,
    );
    const rows = [...soak.stats.kinds.values()].sort((a, b) => a.name.localeCompare(b.name)).map((stats) => statsRow(stats.name, stats));
    rows.push(statsRow("ALL (mixed)", mixed, mixedElapsed));
    const beforeTotals = trivialBefore.stats.totals();
    const afterTotals = trivialAfter.stats.totals();
    rows.push(statsRow("trivial alone, before", beforeTotals, trivialBefore.elapsed));
    rows.push(statsRow("trivial alone, after", afterTotals, trivialAfter.elapsed));
    printTable(TABLE_HEADER, rows);

    const mixedLatency = latencySummary(mixed.latencies);
    const trivialLatency = latencySummary([...beforeTotals.latencies, ...afterTotals.latencies]);
    const trivialRate = (beforeTotals.total + afterTotals.total) / (trivialBefore.elapsed + trivialAfter.elapsed);
    const inMix = soak.stats.kinds.get("read: trivial (health)");
    console.log(
      `\nmixed:   ${formatNumber(mixed.total / mixedElapsed)} req/s, p50 ${ms(mixedLatency.p50)} ms, p99 ${ms(mixedLatency.p99)} ms` +
        `\ntrivial: ${formatNumber(trivialRate)} req/s, p50 ${ms(trivialLatency.p50)} ms, p99 ${ms(trivialLatency.p99)} ms` +
        ` (GET /api/client/auth/health alone, ${BASELINE_SECONDS} s before + ${BASELINE_SECONDS} s after the mix, ${CONNECTIONS} connections)` +
        (inMix
          ? `\n         inside the mix: p50 ${ms(latencySummary(inMix.latencies).p50)} ms, p99 ${ms(latencySummary(inMix.latencies).p99)} ms`
          : "") +
        `\nmixed req/s ÷ trivial req/s: ${formatNumber(mixed.total / mixedElapsed / trivialRate)}`,
    );
    console.log(`load average during the mix: ${loadAtMixStart} at its start, ${loadAtMixEnd} at its end`);

    printSamples(soak.stats);
    printSamples(trivialBefore.stats);
    printSamples(trivialAfter.stats);
    const ok = printChecks(checks);
    const failures = mixed.failures + beforeTotals.failures + afterTotals.failures;
    // A resent request is sound only if the Worker never saw the first one: true of the proxy's
    // lost keep-alive connections (DEV_PROXY_DROP), not of a real reload, which wrangler logs.
    const serverLog = readLog(worker.logFile);
    const runLog = serverLog.split("\n").slice(logLinesBefore - 1);
    const reloads = runLog.filter((line) => line.includes("Reloading local server")).length;
    const drops = mixed.proxyDrops + beforeTotals.proxyDrops + afterTotals.proxyDrops;
    const logErrors = runLog.filter((line) => /\[ERROR\]|\bError:/.test(line));
    console.log(
      `\nwrangler dev: ${reloads} reload(s) of the Worker during the load; ${drops} request(s) dropped by its proxy and sent again` +
        (drops > 0
          ? " (a lost pooled connection in wrangler dev's proxy, not an answer of the Worker: bench/support/soak-http.ts, DEV_PROXY_DROP)"
          : "") +
        `; ${logErrors.length} error line(s) in its log during the load (shown, not counted: their effects are)`,
    );
    for (const line of logErrors.slice(0, 10)) console.log(`  ${line.slice(0, 300)}`);
    console.log(`\nload average at end (1, 5, 15 min): ${loadLine()}`);
    const passed = failures === 0 && ok && reloads === 0;
    console.log(
      passed
        ? `\nPASS: 0 errors, 0 5xx, 0 unexpected 4xx, every counter equals its recount${drops > 0 ? ` (${drops} proxy drop(s) resent)` : ""}`
        : `\nFAIL: ${failures} failed request(s) (5xx ${mixed.status5xx + beforeTotals.status5xx + afterTotals.status5xx}), ` +
            `${checks.filter((check) => check.mismatches.length > 0).length} counter check(s) with mismatches, ${reloads} reload(s)`,
    );
    if (!passed) console.log(`\nLast lines of the server's log:\n${lastLines(serverLog, 20)}`);
    return passed ? 0 : 1;
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    if (worker) console.error(`Last lines of the server's log:\n${lastLines(readLog(worker.logFile), 20)}`);
    return 2;
  } finally {
    await worker?.stop();
    await removeStateDir(stateDir);
    process.off("exit", removeOnExit);
  }
}

function printChecks(checks: CounterCheck[]): boolean {
  console.log("\ncounters recomputed from the rows:");
  let ok = true;
  for (const check of checks) {
    const holds = check.mismatches.length === 0;
    ok &&= holds;
    console.log(`  ${holds ? "ok  " : "FAIL"}  ${check.name} (${check.checked} rows): ${check.how}`);
    for (const mismatch of check.mismatches.slice(0, 20)) console.log(`          ${mismatch}`);
    if (check.mismatches.length > 20) console.log(`          … and ${check.mismatches.length - 20} more`);
  }
  return ok;
}

process.exitCode = await main();
