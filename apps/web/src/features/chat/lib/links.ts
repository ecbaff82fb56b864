import { find } from 'linkifyjs';

/** A piece of a message: plain text, or a link with the address it opens. */
export type Piece = { text: string; href?: undefined } | { text: string; href: string };

/** Addresses a message may open: the web and email, never `javascript:` or `data:`. */
const SAFE = /^(https?:|mailto:)/i;

/**
 * A message's text cut into text and links (linkifyjs finds them as the server does); the page
 * renders every piece as text, a link only as an `<a>` whose address is one of the SAFE schemes.
 */
export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const link of find(text)) {
    if (!SAFE.test(link.href)) continue;
    if (link.start > at) pieces.push({ text: text.slice(at, link.start) });
    pieces.push({ text: link.value, href: link.href });
    at = link.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
