// The parts of autocannon's API that bench-api.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    /** With workers, setupRequest is the path of a module whose default export changes each request. */
    requests?: { method?: 'GET'; setupRequest?: string }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
