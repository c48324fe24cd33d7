// What a caller may add to a call: read by the client (api-client.ts) and by a call's types (endpoint-call.ts).

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A 403 is an answer here (the caller has a use for it), not a reason to leave the page. */
  refusalExpected?: boolean;
  /** Request headers beside the client's own (e.g. `If-Match`). */
  headers?: Record<string, string>;
}

export interface UploadOptions extends RequestOptions {
  /** 0 to 100. */
  onProgress?: (percent: number) => void;
}
