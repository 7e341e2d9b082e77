/**
 * Loading the signed-in user's profile when the app starts (docs/product.md#sessions-and-tokens).
 *
 * Only the server's refusal of the session ends it: a 401 that is still a 401 after apiRequest's
 * refresh (`ApiClientError` status 401; apiRequest has cleared the tokens by then). Anything else
 * (offline, the request failing on the network, a server error or a throttled answer) says
 * nothing about the session: the stored session and its user stay as they are, and the profile is
 * asked for again
 *   - after each delay of PROFILE_RETRY_DELAYS_MS in turn (a few tries over about two minutes,
 *     then no more timed tries),
 *   - and at once whenever the browser is back online (`online`) or the window gets the focus
 *     again (`focus`), however long after.
 * A request cut off because the page is being left is not a failure either: nothing more is tried
 * (the next page loads the profile again).
 */
import { ApiClientError } from "../api/client.ts";

/** Waits before the second, third, ... try after a failure that was not a refusal. */
export const PROFILE_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Events that ask for the profile again at once after a failed try. */
export const PROFILE_RETRY_EVENTS = ["online", "focus"] as const;

export type ProfileFailure = "refused" | "unavailable" | "left";

/** What a failed profile load means for the session. */
export function classifyProfileFailure(error: unknown, leaving: boolean): ProfileFailure {
  if (error instanceof ApiClientError && error.status === 401) return "refused";
  const cutOff = (error instanceof ApiClientError && error.status === 0) || (error instanceof DOMException && error.name === "AbortError");
  if (leaving && cutOff) return "left";
  return "unavailable";
}

export interface ProfileSyncOptions<T> {
  /** One try at the profile (GET /client/auth/profile through apiRequest). */
  load: () => Promise<T>;
  onLoaded: (profile: T) => void;
  /** The session was refused: end it. */
  onRefused: () => void;
  /** A try failed without deciding anything (called after each such try): keep the stored session. */
  onUnavailable: (error: unknown) => void;
  /** True once the page is being left (pagehide / beforeunload). */
  isLeaving: () => boolean;
  /** Where `online` and `focus` are heard: the window. */
  events: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  delays?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Loads the profile now and, after failures that decide nothing, again later (see above) until
 * it is loaded, the session is refused, the page is left or `stop` is called.
 */
export function startProfileSync<T>(options: ProfileSyncOptions<T>): { stop: () => void } {
  const delays = options.delays ?? PROFILE_RETRY_DELAYS_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let stopped = false;
  let inFlight = false;
  let failures = 0;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const stop = () => {
    stopped = true;
    cancelTimer();
    for (const event of PROFILE_RETRY_EVENTS) options.events.removeEventListener(event, retryNow);
  };

  async function attempt() {
    if (stopped || inFlight) return;
    inFlight = true;
    cancelTimer();
    try {
      const profile = await options.load();
      if (stopped) return;
      stop();
      options.onLoaded(profile);
    } catch (error) {
      if (stopped) return;
      const failure = classifyProfileFailure(error, options.isLeaving());
      if (failure !== "unavailable") {
        stop();
        if (failure === "refused") options.onRefused();
        return;
      }
      const delay = delays[failures];
      failures += 1;
      options.onUnavailable(error);
      if (delay !== undefined) timer = setTimer(() => void attempt(), delay);
    } finally {
      inFlight = false;
    }
  }
  function retryNow() {
    if (failures > 0) void attempt();
  }

  for (const event of PROFILE_RETRY_EVENTS) options.events.addEventListener(event, retryNow);
  void attempt();
  return { stop };
}
