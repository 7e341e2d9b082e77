/** The part of autocannon 9's programmatic API the benchmarks use (it ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds to run, unless `amount` is given. */
    duration?: number;
    /** Requests to send, then stop. */
    amount?: number;
    headers?: Record<string, string>;
    /** Milliseconds between samples; a run ends on a sample tick (default 1000). */
    sampleInt?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    url: string;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    totalCompletedRequests: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
