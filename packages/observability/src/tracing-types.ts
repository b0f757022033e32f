/** What a server sees of its trace export (tracing.ts starts it, tracing-sdk.ts makes it). */

export interface RequestSpan {
  /** Runs `work` (and all it starts) with the request's span as the active one. */
  run<T>(work: () => T): T;
  /** Names the span by its route (never the path) and ends it with the answer's status. */
  end(route: string, status: number): void;
}

export interface Tracing {
  /**
   * A server span for a request, in the trace of the request's id: under the caller's span when
   * its `traceparent` names that trace, else as the trace's first span.
   */
  requestSpan(request: { requestId: string; traceparent: string | undefined; method: string }): RequestSpan;
  /** `fetchImpl` making a client span per call in a request's span, sent on as its `traceparent`. */
  traced(fetchImpl: typeof fetch): typeof fetch;
  /** Sends the spans not sent yet. */
  flush(): Promise<void>;
  /** Sends the rest and stops. */
  stop(): Promise<void>;
}

export interface TracingSettings {
  serviceName: string;
  protocol: 'http/json' | 'http/protobuf';
}
