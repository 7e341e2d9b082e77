/**
 * What the fault test (bench/fault.ts) sent and what it was told: every write with its outcome,
 * and the state each acknowledged write promises. Each value below is changed by one sequential
 * chain of requests only, so at the kill at most one write per value is unanswered, and after the
 * restart the value must be what the last acknowledged write left, or what the unanswered one
 * would have made it.
 */

export type WriteKind =
  | "favorite.add"
  | "favorite.remove"
  | "open"
  | "review.create"
  | "review.update"
  | "review.delete"
  | "helpful.add"
  | "helpful.remove"
  | "report.app"
  | "report.review"
  | "admin.review.moderate"
  | "admin.report.close"
  | "upload.app"
  | "upload.version";

/**
 * `acked`: a 2xx answer arrived. `refused`: another answer (nothing written). `unanswered`: sent,
 * and the kill came before a complete answer (it may or may not have been written).
 */
export type Outcome = "pending" | "acked" | "refused" | "unanswered";

export interface Write {
  id: number;
  round: number;
  kind: WriteKind;
  outcome: Outcome;
  status?: number;
  /** Sent before the burst (the setup's upload) or during it. */
  phase: "setup" | "burst";
  /** Milliseconds since the round's burst started, when sent. */
  sentAt: number;
}

/** A value one chain changes: its acknowledged state and, while a write is unanswered, the one it would leave. */
export class Register<T> {
  private unanswered: { value: T } | null = null;

  constructor(private settled: T) {}

  /** Before sending a write that would set `value`. */
  propose(value: T): void {
    this.unanswered = { value };
  }

  ack(): void {
    if (this.unanswered) this.settled = this.unanswered.value;
    this.unanswered = null;
  }

  refuse(): void {
    this.unanswered = null;
  }

  /** The states a crash may leave: the acknowledged one, or the unanswered write's. */
  acceptable(): T[] {
    return this.unanswered ? [this.settled, this.unanswered.value] : [this.settled];
  }

  /** The acknowledged state (what the chain plans its next write from). */
  get value(): T {
    return this.settled;
  }

  get inFlight(): boolean {
    return this.unanswered !== null;
  }
}

/** A count only ever increased: after a crash it lies between the acknowledged and the sent. */
export class Tally {
  acked = 0;
  unanswered = 0;
}

/** A review (one per author and app): its id once known, and the marker its body carries (null: none). */
export interface ReviewSlot {
  userId: string;
  appId: string;
  id: string | null;
  body: Register<string | null>;
}

export interface ReportRecord {
  id: string;
  reviewId: string | null;
  status: Register<"open" | "resolved" | "dismissed">;
}

export interface HostedRecord {
  appId: string;
  slug: string;
  /** The label of the version served (first version: ""), by what was acknowledged. */
  current: Register<string>;
  /** The marker each version's index.html shows, by label ("" for the first). */
  markers: Map<string, string>;
  /** Versions acknowledged: id → label. */
  versions: Map<string, string>;
}

export class Ledger {
  readonly writes: Write[] = [];
  /** user id + "|" + app id → favourited. */
  readonly favorites = new Map<string, Register<boolean>>();
  /** Opens per app and history entries per user (all opens are signed in). */
  readonly opensByApp = new Map<string, Tally>();
  readonly historyByUser = new Map<string, Tally>();
  /** user id + "|" + app id → the review. */
  readonly reviews = new Map<string, ReviewSlot>();
  /** review id + "|" + user id → voted helpful. */
  readonly votes = new Map<string, Register<boolean>>();
  readonly reports = new Map<string, ReportRecord>();
  /** Acknowledged moderations: the review and the unique reason written with it. */
  readonly moderations: { reviewId: string; reason: string }[] = [];
  readonly hosted = new Map<string, HostedRecord>();
  /** New-app uploads left unanswered by the kill, by the name they were sent with. */
  readonly unansweredUploads: { round: number; name: string; marker: string }[] = [];

  start(round: number, kind: WriteKind, phase: Write["phase"], sentAt: number): Write {
    const write: Write = { id: this.writes.length + 1, round, kind, outcome: "pending", phase, sentAt };
    this.writes.push(write);
    return write;
  }

  favorite(userId: string, appId: string): Register<boolean> {
    const key = `${userId}|${appId}`;
    let register = this.favorites.get(key);
    if (!register) this.favorites.set(key, (register = new Register<boolean>(false)));
    return register;
  }

  review(userId: string, appId: string): ReviewSlot {
    const key = `${userId}|${appId}`;
    let slot = this.reviews.get(key);
    if (!slot) this.reviews.set(key, (slot = { userId, appId, id: null, body: new Register<string | null>(null) }));
    return slot;
  }

  vote(reviewId: string, userId: string): Register<boolean> {
    const key = `${reviewId}|${userId}`;
    let register = this.votes.get(key);
    if (!register) this.votes.set(key, (register = new Register<boolean>(false)));
    return register;
  }

  tally(map: Map<string, Tally>, key: string): Tally {
    let tally = map.get(key);
    if (!tally) map.set(key, (tally = new Tally()));
    return tally;
  }

  /** Per kind: sent, acknowledged, refused, unanswered, in one round's burst. */
  summary(round: number): Map<WriteKind, Record<Exclude<Outcome, "pending"> | "sent", number>> {
    const table = new Map<WriteKind, Record<Exclude<Outcome, "pending"> | "sent", number>>();
    for (const write of this.writes) {
      if (write.round !== round || write.phase !== "burst") continue;
      const row = table.get(write.kind) ?? { sent: 0, acked: 0, refused: 0, unanswered: 0 };
      row.sent += 1;
      if (write.outcome !== "pending") row[write.outcome] += 1;
      table.set(write.kind, row);
    }
    return table;
  }
}
