import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes on what is written to it as one chunk per burst of writes: React writes a page in chunks of
 * at most 4 KB, and each chunk costs the response's compression a call of its own, which for a
 * listing of 130 KB took twice the CPU of compressing it whole. A burst ends when the writer pauses
 * (a macrotask later), so a page that streams still sends each part as soon as React has written it.
 * `onEnd` runs when the writer has ended.
 */
export class CoalescedStream extends Transform {
  #held: Buffer[] = [];
  #releasing = false;
  readonly #onEnd: () => void;

  constructor(onEnd: () => void = () => {}) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#held.push(chunk);
    if (!this.#releasing) {
      this.#releasing = true;
      setImmediate(() => this.#release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.#release();
    this.#onEnd();
    done();
  }

  #release() {
    this.#releasing = false;
    if (this.#held.length === 0) return;
    const chunks = this.#held;
    this.#held = [];
    this.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }
}
