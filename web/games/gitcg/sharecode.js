// Deck share codes (牌组码) in the game's own format, read and written in the browser so a
// pasted code is checked at once and any deck can be exported. The format (the server's
// games/gitcg/src/sharecode.rs documents it): 33 share ids of 12 bits (3 characters, then 30
// action cards, 0 for an empty slot) packed big-endian into 50 bytes, interleaved (byte 2i is
// byte i, byte 2i+1 is byte 25+i), a key byte added to each and appended, in base64.
import { t } from '../../js/i18n.js';
import { C } from './catalog.js';

const SLOTS = 33;
const CHARACTER_SLOTS = 3;
const CODE_BYTES = 51;
// Its length as text: 51 bytes in base64.
const CODE_CHARS = 68;
const HALF = 25;

export class CodeError extends Error {}

// The deck a code holds: `{characters: [ids], cards: [ids]}`, or a CodeError saying why not.
export function decode(code) {
  const text = code.trim();
  let bin;
  try {
    bin = atob(text);
  } catch {
    throw new CodeError(text.length && text.length < CODE_CHARS && /^[A-Za-z0-9+/=]*$/.test(text) ? t('code.short', { len: text.length }) : t('code.base64'));
  }
  // A player counts a code's characters, never its bytes.
  if (bin.length !== CODE_BYTES) throw new CodeError(text.length < CODE_CHARS ? t('code.short', { len: text.length }) : t('code.long', { len: text.length }));
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  const key = bytes[CODE_BYTES - 1];
  const packed = new Uint8Array(CODE_BYTES + 1);
  for (let i = 0; i < HALF; i++) {
    packed[i] = (bytes[2 * i] - key) & 0xff;
    packed[HALF + i] = (bytes[2 * i + 1] - key) & 0xff;
  }
  const deck = { characters: [], cards: [] };
  for (let i = 0; i < SLOTS; i++) {
    const bit = i * 12;
    const byte = bit >> 3;
    const window = (packed[byte] << 16) | (packed[byte + 1] << 8) | packed[byte + 2];
    const id = (window >> (12 - (bit % 8))) & 0xfff;
    if (!id) continue;
    const found = C.byShare.get(id);
    if (!found) throw new CodeError(t('code.unknown', { id }));
    if (i < CHARACTER_SLOTS) {
      if (!found.char) throw new CodeError(t('code.notChar', { n: i + 1 }));
      deck.characters.push(found.char.id);
    } else {
      if (!found.card) throw new CodeError(t('code.notCard', { n: i + 1 - CHARACTER_SLOTS }));
      deck.cards.push(found.card.id);
    }
  }
  return deck;
}

// The code of a deck, or null when the deck does not fit one (more than 3 characters or 30
// cards, or a card without a share id): a code never leaves a card out silently. The key byte
// is taken from the deck itself, so the same deck always gives the same code.
export function encode(deck) {
  if (deck.characters.length > CHARACTER_SLOTS || deck.cards.length > SLOTS - CHARACTER_SLOTS) return null;
  if (deck.characters.some((id) => !C.chars.get(id)?.share_id) || deck.cards.some((id) => !C.cards.get(id)?.share_id)) return null;
  const ids = new Array(SLOTS).fill(0);
  deck.characters.forEach((id, i) => { ids[i] = C.chars.get(id).share_id; });
  deck.cards.forEach((id, i) => { ids[CHARACTER_SLOTS + i] = C.cards.get(id).share_id; });
  const packed = new Uint8Array(CODE_BYTES + 1);
  ids.forEach((id, i) => {
    const bit = i * 12;
    const byte = bit >> 3;
    const shifted = id << (12 - (bit % 8));
    packed[byte] |= (shifted >> 16) & 0xff;
    packed[byte + 1] |= (shifted >> 8) & 0xff;
    packed[byte + 2] |= shifted & 0xff;
  });
  const key = ids.reduce((a, x) => (a + x) & 0xff, 0);
  const out = new Uint8Array(CODE_BYTES);
  for (let i = 0; i < HALF; i++) {
    out[2 * i] = (packed[i] + key) & 0xff;
    out[2 * i + 1] = (packed[HALF + i] + key) & 0xff;
  }
  out[CODE_BYTES - 1] = key;
  return btoa(String.fromCharCode(...out));
}
