/**
 * The byte form a factory's state and ledger rows are stored in (state.ts, ledger.ts). The tick reads and rewrites every
 * factory's state, so a number here is a few bytes copied, not a string formatted and parsed.
 *
 * A number is a variable-length unsigned integer (7 bits a byte, low first) `v`:
 *   v even: an integer, v = 4x for x ≥ 0 and −4x − 2 for x < 0 (so small counts take one byte);
 *   v = 1: a float64 (little-endian) follows, for fractions and integers beyond ±2^50;
 *   v = 3: null.
 * A string is 2 × its UTF-8 byte length (+ 1 unless all ASCII) as a variable-length integer, then
 * the bytes.
 */
const EXACT_INTEGER = 2 ** 50;
const FLOAT = 1;
const NULL = 3;

/** Node's Buffer has these (toString and write call them), its types do not: called directly, they skip checks this file does itself. */
type NativeBuffer = Buffer & {
  latin1Slice(start: number, end: number): string;
  utf8Write(s: string, offset: number, maxBytes: number): number;
};

/**
 * Writes into a buffer of its own, kept from one use to the next (each form's encoder keeps one
 * writer, and encoding is synchronous), and hands out a copy of what it wrote.
 */
export class ByteWriter {
  private at = 0;
  private scratch = Buffer.allocUnsafe(16 * 1024);
  private view = new DataView(this.scratch.buffer, this.scratch.byteOffset, this.scratch.byteLength);

  private room(bytes: number): void {
    if (this.at + bytes <= this.scratch.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.scratch.length * 2, this.at + bytes));
    this.scratch.copy(grown, 0, 0, this.at);
    this.scratch = grown;
    this.view = new DataView(grown.buffer, grown.byteOffset, grown.byteLength);
  }

  /** Assumes room for 8 bytes. */
  private varint(v: number): void {
    // 32-bit arithmetic: most values are small counts and indexes. A larger one (money, a time:
    // below 2^52) has its low 28 bits written as four groups first, with one division, not one a group.
    if (v > 0x7fffffff) {
      const high = Math.floor(v / 0x10000000);
      const low = v - high * 0x10000000;
      this.scratch[this.at++] = (low & 0x7f) | 0x80;
      this.scratch[this.at++] = ((low >>> 7) & 0x7f) | 0x80;
      this.scratch[this.at++] = ((low >>> 14) & 0x7f) | 0x80;
      this.scratch[this.at++] = (low >>> 21) | 0x80;
      v = high;
    }
    while (v >= 0x80) {
      this.scratch[this.at++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.scratch[this.at++] = v;
  }

  number(x: number | null): this {
    this.room(9);
    if (x === null) this.scratch[this.at++] = NULL;
    else if ((x | 0) === x && x >= -0x1fffffff && x <= 0x1fffffff) this.varint(x >= 0 ? x << 2 : (-x << 2) - 2);
    else if (Number.isInteger(x) && x < EXACT_INTEGER && x > -EXACT_INTEGER) this.varint(x >= 0 ? x * 4 : -x * 4 - 2);
    else {
      this.scratch[this.at++] = FLOAT;
      this.view.setFloat64(this.at, x, true);
      this.at += 8;
    }
    return this;
  }

  string(s: string): this {
    // Most strings are short ASCII ids (12 characters): copied by hand, twice as fast as a native
    // call at that length; longer ones in one native call, their length guessed first.
    const length = s.length;
    if (length <= 16) {
      this.room(1 + length);
      const start = this.at + 1;
      let i = 0;
      for (let c; i < length && (c = s.charCodeAt(i)) < 0x80; i++) this.scratch[start + i] = c;
      if (i === length) {
        this.scratch[this.at] = length * 2;
        this.at = start + length;
        return this;
      }
    }
    if (length < 0x40) {
      this.room(1 + 3 * length);
      const written = (this.scratch as NativeBuffer).utf8Write(s, this.at + 1, 3 * length);
      if (written === length) {
        this.scratch[this.at] = length * 2;
        this.at += 1 + length;
        return this;
      }
    }
    const bytes = Buffer.byteLength(s, 'utf8');
    this.room(8 + bytes);
    this.varint(bytes * 2 + (bytes === length ? 0 : 1));
    this.at += this.scratch.write(s, this.at, 'utf8');
    return this;
  }

  /** Bytes as they are (a form's own nested record), with no length: the caller writes that first. */
  bytes(b: Uint8Array): this {
    this.room(b.length);
    this.scratch.set(b, this.at);
    this.at += b.length;
    return this;
  }

  finish(): Buffer {
    const out = Buffer.allocUnsafe(this.at);
    this.scratch.copy(out, 0, 0, this.at);
    this.at = 0;
    return out;
  }
}

export class ByteReader {
  private at = 0;
  private bytes: Buffer;
  private view: DataView | null = null;

  constructor(bytes: Uint8Array) {
    this.bytes = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Reads other bytes from the start, so a reader can be kept rather than made for each short record. */
  reset(bytes: Uint8Array): this {
    this.bytes = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.view = null;
    this.at = 0;
    return this;
  }

  private varint(): number {
    let byte = this.bytes[this.at++]!;
    if (byte < 0x80) return byte;
    let v = byte & 0x7f;
    for (let scale = 0x80; ; scale *= 0x80) {
      if (this.at >= this.bytes.length) throw new Error('Stored bytes end in the middle of a number');
      byte = this.bytes[this.at++]!;
      v += (byte & 0x7f) * scale;
      if (byte < 0x80) return v;
    }
  }

  /** A number that may be null. */
  nullable(): number | null {
    const v = this.varint();
    // Small integers (all but money and times) in 32-bit arithmetic: they stay small integers.
    if (v <= 0x7fffffff && (v & 1) === 0) return (v & 2) === 0 ? v >>> 2 : -((v + 2) >>> 2);
    if (v % 2 === 0) return v % 4 === 0 ? v / 4 : -(v + 2) / 4;
    if (v === NULL) return null;
    if (v !== FLOAT) throw new Error(`Stored bytes hold an unknown number tag ${v}`);
    this.view ??= new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const x = this.view.getFloat64(this.at, true);
    this.at += 8;
    return x;
  }

  number(): number {
    const x = this.nullable();
    if (x === null) throw new Error('Stored bytes hold null where a number belongs');
    return x;
  }

  string(): string {
    const v = this.varint();
    const start = this.at;
    this.at += Math.floor(v / 2);
    if (this.at > this.bytes.length) throw new Error('Stored bytes end in the middle of a string');
    // ASCII (the even lengths) is read by Buffer's own latin1 reader, without toString's checks.
    return v % 2 === 0
      ? (this.bytes as NativeBuffer).latin1Slice(start, this.at)
      : this.bytes.toString('utf8', start, this.at);
  }

  /** The next `length` bytes as they are (a view, not a copy). */
  bytesOf(length: number): Buffer {
    const start = this.at;
    this.at += length;
    if (this.at > this.bytes.length) throw new Error('Stored bytes end in the middle of a record');
    return this.bytes.subarray(start, this.at);
  }

  get done(): boolean {
    return this.at === this.bytes.length;
  }

  /** How many bytes have been read. */
  get position(): number {
    return this.at;
  }
}
