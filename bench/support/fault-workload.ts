/**
 * The fault test's writes (bench/fault.ts): accounts made through the real API, then a burst of
 * concurrent sequential chains — one per user (favourites, opens, reviews, helpful votes,
 * reports), one for the development admin (moderations, report outcomes), one uploading new
 * versions of a hosted app — plus one new-app ZIP upload whose body is sent slowly. Every write
 * goes through `send`, which records it in the ledger with what its answer promises.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { projectRoot } from "../../scripts/lib/tooling.ts";
import { hostedAppFiles, zipOf } from "../../tests/support/hosted-app.ts";
import { type Answer, type Http, streamUpload, type UploadProgress } from "./fault-http.ts";
import { type HostedRecord, type Ledger, Register, type Write, type WriteKind } from "./fault-ledger.ts";

export const PASSWORD = "Sunflower42x";
const DEV_ADMIN = { email: "admin@pwa-store.local", password: "PwaStore-Admin-2026" };

/**
 * Per account and round, under the per-account rate limits of worker/lib/rate-limits/policy.ts
 * (review writes 20/h, reports 10/h, helpful votes 60/h, uploads 20/h): a 429 would only be a
 * refusal, but a burst of refusals tests nothing.
 */
const CAPS = { reviewWrites: 15, reports: 8, votes: 50, versions: 10 };

export interface Account {
  email: string;
  userId: string;
  token: string;
  /** Its own client address: per-address limits count each user apart. */
  address: string;
}

export interface Round {
  round: number;
  http: Http;
  ledger: Ledger;
  /** Each chain draws from its own seeded generator: its choices do not depend on the others' timing. */
  rngFor: (chain: number) => () => number;
  /** When the burst started (Date.now()); writes record their time from it. */
  t0: number;
  phase: "setup" | "burst";
  killed: boolean;
  /** Requests that failed before the kill, and 5xx answers: the run cannot be trusted with them. */
  problems: string[];
  /** Published apps (demo catalog) the users act on. */
  apps: string[];
  /** Reviews acknowledged this round (targets for votes, reports, moderation). */
  reviews: { id: string; userId: string }[];
  /** Reports acknowledged this round and not yet closed. */
  openReports: string[];
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const data = <T>(answer: Answer) => (answer.json as { data: T }).data;

/**
 * Sends one write and records it: `acked` on 2xx, `refused` on another answer, `unanswered` when
 * no complete answer came. Nothing is sent once the server has been killed (the write does not
 * exist then). A failure before the kill, or a 5xx, is noted as a problem of the run.
 */
export async function send(
  round: Round,
  kind: WriteKind,
  request: (write: Write) => Promise<Answer>,
  on: { acked?: (answer: Answer) => void; refused?: () => void; unanswered?: () => void } = {},
): Promise<Answer | null> {
  if (round.killed) return null;
  const write = round.ledger.start(round.round, kind, round.phase, Date.now() - round.t0);
  try {
    const answer = await request(write);
    write.status = answer.status;
    if (ok(answer)) {
      write.outcome = "acked";
      on.acked?.(answer);
    } else {
      write.outcome = "refused";
      on.refused?.();
      if (answer.status >= 500) round.problems.push(`${kind} answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    return answer;
  } catch (error) {
    write.outcome = "unanswered";
    on.unanswered?.();
    if (!round.killed) round.problems.push(`${kind} failed before the kill: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts

/** The newest 4-digit code mailed to `email` (the development outbox, worker/api/dev/outbox.ts). */
async function latestCode(http: Http, email: string, address: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await http.call("GET", `/api/dev/outbox?to=${encodeURIComponent(email)}`, { address });
    const mails = (answer.json as { data?: { text: string }[] } | null)?.data ?? [];
    const code = mails[0] ? /code\W{0,3}(\d{4})\b/.exec(mails[0].text)?.[1] : undefined;
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no verification code mailed to ${email}`);
}

/** Registers and verifies an account through the API (as tests/e2e/support/accounts.ts does). */
export async function createAccount(http: Http, email: string, name: string, address: string): Promise<Account> {
  const registered = await http.call("POST", "/api/client/auth/register", { address, body: { email, password: PASSWORD, name } });
  if (registered.status !== 201) throw new Error(`register ${email}: HTTP ${registered.status} ${registered.text.slice(0, 200)}`);
  const verified = await http.call("POST", "/api/client/auth/verify-email", {
    address,
    body: { email, token: await latestCode(http, email, address) },
  });
  const body = verified.json as { user?: { id: string }; tokens?: { accessToken: string } } | null;
  if (verified.status !== 200 || !body?.user || !body.tokens)
    throw new Error(`verify ${email}: HTTP ${verified.status} ${verified.text.slice(0, 200)}`);
  return { email, userId: body.user.id, token: body.tokens.accessToken, address };
}

/** The development admin (scripts/seed.ts), signed in. */
export async function adminAccount(http: Http, address: string): Promise<Account> {
  const answer = await http.call("POST", "/api/client/auth/login", { address, body: DEV_ADMIN });
  const body = answer.json as { user?: { id: string }; tokens?: { accessToken: string } } | null;
  if (answer.status !== 200 || !body?.user || !body.tokens)
    throw new Error(`admin login: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  return { email: DEV_ADMIN.email, userId: body.user.id, token: body.tokens.accessToken, address };
}

// ---------------------------------------------------------------------------------------------
// Hosted-app ZIPs (tests/fixtures/hosted-app, as tests/e2e/upload-zip.spec.ts zips it)

const FIXTURE_DIR = join(projectRoot, "tests/fixtures/hosted-app");

async function fixtureTexts(dir = FIXTURE_DIR): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(texts, await fixtureTexts(path));
    else texts[relative(FIXTURE_DIR, path)] = await readFile(path, "utf8");
  }
  return texts;
}

export interface ZipMaker {
  /** The fixture app whose index.html shows `marker`; `noiseBytes` of incompressible data make the body long. */
  make(marker: string, noiseBytes?: number): Uint8Array;
}

export async function zipMaker(): Promise<ZipMaker> {
  const texts = await fixtureTexts();
  return {
    make(marker, noiseBytes = 0) {
      const files = hostedAppFiles({ ...texts, "index.html": texts["index.html"]!.replace("Starting…", marker) });
      if (noiseBytes > 0) files["media/noise.bin"] = new Uint8Array(randomBytes(noiseBytes));
      return zipOf(files, { attributes: noiseBytes > 0 ? { "media/noise.bin": { level: 0 } } : {} });
    },
  };
}

/** A hosted app the ledger follows, from an acknowledged new-app upload. */
function hostedRecord(answer: Answer, marker: string): HostedRecord {
  const created = data<{ id: string; slug: string }>(answer);
  return {
    appId: created.id,
    slug: created.slug,
    current: new Register<string>(""),
    markers: new Map([["", marker]]),
    versions: new Map(),
  };
}

export interface UploadTiming {
  /** From the last byte sent to the answer: the server's work on an upload of this size. */
  processingMs: number;
}

/** A new hosted app, body sent at once; answers its record and how long the server worked on it. */
export async function uploadApp(
  round: Round,
  owner: Account,
  name: string,
  zip: Uint8Array,
  marker: string,
): Promise<{ record: HostedRecord; timing: UploadTiming }> {
  let bodyDoneAt = 0;
  let record: HostedRecord | null = null;
  const answer = await send(
    round,
    "upload.app",
    () =>
      streamUpload(
        round.http,
        "/api/client/pwas/upload",
        { token: owner.token, address: owner.address },
        {
          fields: { name, category: "productivity", description: "Uploaded by the fault test." },
          zip,
          chunkBytes: 1 << 20,
          pauseMs: 0,
          onProgress: (progress) => {
            if (progress.bodyDone) bodyDoneAt = Date.now();
          },
        },
      ),
    { acked: (reply) => (record = hostedRecord(reply, marker)) },
  );
  if (!record || !answer) throw new Error(`the setup upload was not accepted: HTTP ${answer?.status} ${answer?.text.slice(0, 300)}`);
  round.ledger.hosted.set((record as HostedRecord).appId, record);
  return { record, timing: { processingMs: Date.now() - bodyDoneAt } };
}

/** The slow new-app upload the kill is aimed at; `onProgress` sees every chunk. */
export async function slowUpload(
  round: Round,
  owner: Account,
  upload: { name: string; zip: Uint8Array; marker: string; chunkBytes: number; pauseMs: number },
  onProgress: (progress: UploadProgress) => void,
): Promise<"acked" | "refused" | "unanswered" | "not sent"> {
  const { ledger } = round;
  let outcome: "acked" | "refused" | "unanswered" | "not sent" = "not sent";
  await send(
    round,
    "upload.app",
    () =>
      streamUpload(
        round.http,
        "/api/client/pwas/upload",
        { token: owner.token, address: owner.address },
        {
          fields: { name: upload.name, category: "productivity", description: "Uploaded by the fault test while it kills the server." },
          zip: upload.zip,
          chunkBytes: upload.chunkBytes,
          pauseMs: upload.pauseMs,
          onProgress,
        },
      ),
    {
      acked: (answer) => {
        outcome = "acked";
        const record = hostedRecord(answer, upload.marker);
        ledger.hosted.set(record.appId, record);
      },
      refused: () => (outcome = "refused"),
      unanswered: () => {
        outcome = "unanswered";
        ledger.unansweredUploads.push({ round: round.round, name: upload.name, marker: upload.marker });
      },
    },
  );
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// The chains

/**
 * One user's writes, one at a time, until the kill: `catalog` favourites and opens, `community`
 * reviews, helpful votes and reports (two chains per user, on values neither shares).
 */
export async function userChain(
  round: Round,
  rng: () => number,
  user: Account,
  part: "catalog" | "community",
  reviewApps: string[],
): Promise<void> {
  const { http, ledger } = round;
  const auth = { token: user.token, address: user.address };
  let reviewWrites = 0;
  let reports = 0;
  let votes = 0;

  const favorite = async () => {
    const app = pick(rng, round.apps);
    const register = ledger.favorite(user.userId, app);
    const want = !register.value;
    await send(
      round,
      want ? "favorite.add" : "favorite.remove",
      () => {
        register.propose(want);
        return http.call(want ? "PUT" : "DELETE", `/api/client/favorites/${app}`, auth);
      },
      { acked: () => register.ack(), refused: () => register.refuse() },
    );
  };

  const open = async () => {
    const app = pick(rng, round.apps);
    const byApp = ledger.tally(ledger.opensByApp, app);
    const byUser = ledger.tally(ledger.historyByUser, user.userId);
    await send(round, "open", () => http.call("POST", `/api/client/apps/${app}/open`, auth), {
      acked: () => {
        byApp.acked += 1;
        byUser.acked += 1;
      },
      unanswered: () => {
        byApp.unanswered += 1;
        byUser.unanswered += 1;
      },
    });
  };

  const review = async () => {
    const slot = ledger.review(user.userId, pick(rng, reviewApps));
    const rating = 1 + Math.floor(rng() * 5);
    if (slot.body.value === null) {
      reviewWrites += 1;
      await send(
        round,
        "review.create",
        (write) => {
          slot.body.propose(`w${write.id}`);
          return http.call("POST", `/api/client/apps/${slot.appId}/reviews`, {
            ...auth,
            body: { rating, title: "Fault test", body: `A review written during the fault test [w${write.id}].` },
          });
        },
        {
          acked: (answer) => {
            slot.id = data<{ id: string }>(answer).id;
            slot.body.ack();
            round.reviews.push({ id: slot.id, userId: user.userId });
          },
          refused: () => slot.body.refuse(),
        },
      );
    } else if (rng() < 0.65) {
      reviewWrites += 1;
      await send(
        round,
        "review.update",
        (write) => {
          slot.body.propose(`w${write.id}`);
          return http.call("PUT", `/api/client/reviews/${slot.id}`, {
            ...auth,
            body: { rating, title: "Fault test, edited", body: `Edited during the fault test [w${write.id}].` },
          });
        },
        { acked: () => slot.body.ack(), refused: () => slot.body.refuse() },
      );
    } else {
      await send(
        round,
        "review.delete",
        () => {
          slot.body.propose(null);
          return http.call("DELETE", `/api/client/reviews/${slot.id}`, auth);
        },
        { acked: () => slot.body.ack(), refused: () => slot.body.refuse() },
      );
    }
  };

  const othersReviews = () => round.reviews.filter((entry) => entry.userId !== user.userId);

  const helpful = async () => {
    const target = pick(rng, othersReviews());
    const register = ledger.vote(target.id, user.userId);
    const want = !register.value;
    votes += 1;
    await send(
      round,
      want ? "helpful.add" : "helpful.remove",
      () => {
        register.propose(want);
        return http.call(want ? "POST" : "DELETE", `/api/client/reviews/${target.id}/helpful`, auth);
      },
      { acked: () => register.ack(), refused: () => register.refuse() },
    );
  };

  const report = async () => {
    reports += 1;
    const ofReview = rng() < 0.5 && othersReviews().length > 0;
    const reviewId = ofReview ? pick(rng, othersReviews()).id : null;
    const body = reviewId
      ? { reviewId, reason: "inappropriate", details: "Filed by the fault test." }
      : { appId: pick(rng, round.apps), reason: "broken", details: "Filed by the fault test." };
    await send(round, reviewId ? "report.review" : "report.app", () => http.call("POST", "/api/client/reports", { ...auth, body }), {
      acked: (answer) => {
        const id = data<{ id: string }>(answer).id;
        ledger.reports.set(id, { id, reviewId, status: new Register<"open" | "resolved" | "dismissed">("open") });
        round.openReports.push(id);
      },
    });
  };

  while (!round.killed) {
    const draw = rng();
    if (part === "catalog") await (draw < 0.55 ? favorite() : open());
    else if (draw < 0.4 && reviewWrites < CAPS.reviewWrites) await review();
    else if (draw < 0.85 && votes < CAPS.votes && othersReviews().length > 0) await helpful();
    else if (draw >= 0.85 && reports < CAPS.reports) await report();
    else if (reviewWrites < CAPS.reviewWrites) await review();
    else await sleep(20);
  }
}

/** The admin's decisions: moderating this round's reviews, closing its reports. */
export async function adminChain(round: Round, rng: () => number, admin: Account): Promise<void> {
  const { http, ledger } = round;
  const auth = { token: admin.token, address: admin.address };
  while (!round.killed) {
    if (rng() < 0.5 && round.reviews.length > 0) {
      const target = pick(rng, round.reviews);
      const status = rng() < 0.5 ? "approved" : "rejected";
      let reason = "";
      await send(
        round,
        "admin.review.moderate",
        (write) => {
          reason = `Fault test decision [w${write.id}]`;
          return http.call("POST", `/api/admin/reviews/${target.id}/moderate`, { ...auth, body: { status, reason } });
        },
        { acked: () => ledger.moderations.push({ reviewId: target.id, reason }) },
      );
    } else if (round.openReports.length > 0) {
      const index = Math.floor(rng() * round.openReports.length);
      const id = round.openReports[index]!;
      round.openReports.splice(index, 1);
      const record = ledger.reports.get(id)!;
      const outcome = rng() < 0.5 ? "resolved" : "dismissed";
      await send(
        round,
        "admin.report.close",
        () => {
          record.status.propose(outcome);
          return http.call("POST", `/api/admin/reports/${id}/${outcome === "resolved" ? "resolve" : "dismiss"}`, {
            ...auth,
            body: { note: "Closed by the fault test." },
          });
        },
        { acked: () => record.status.ack(), refused: () => record.status.refuse() },
      );
    } else {
      await sleep(20);
    }
  }
}

/** New versions of `record` (owned by `owner`), one after another, each making itself current. */
export async function versionChain(round: Round, rng: () => number, owner: Account, record: HostedRecord, zips: ZipMaker): Promise<void> {
  const { http } = round;
  for (let count = 0; count < CAPS.versions && !round.killed; count += 1) {
    const label = `r${round.round}-v${count + 2}-${Math.floor(rng() * 1e6)}`;
    record.markers.set(label, label);
    const zip = zips.make(label);
    await send(
      round,
      "upload.version",
      () => {
        record.current.propose(label);
        return streamUpload(
          http,
          `/api/client/pwas/${record.appId}/versions`,
          { token: owner.token, address: owner.address },
          { fields: { label }, zip, chunkBytes: 1 << 20, pauseMs: 0 },
        );
      },
      {
        acked: (answer) => {
          record.current.ack();
          record.versions.set(data<{ id: string }>(answer).id, label);
        },
        refused: () => record.current.refuse(),
      },
    );
  }
}
