declare module 'unicode-confusables' {
  /** The string with each character Unicode's confusables.txt maps replaced by what it is drawn like. */
  export function rectifyConfusion(text: string): string;
}
