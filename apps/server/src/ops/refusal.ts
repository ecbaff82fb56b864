/** A tool's refusal: the message is the whole story, printed as it is, and the exit is non-zero. */
export class Refusal extends Error {
  override name = 'Refusal';
}
