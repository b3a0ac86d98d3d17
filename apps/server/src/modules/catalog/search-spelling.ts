import { SEARCH_SYNONYMS } from "./search-synonyms.ts";

/**
 * How a shopper's search word is read (decision 052): as typed when the catalogue uses it, with the
 * words it means when the synonym list has it, else corrected to the catalogue's nearest words by
 * edits (a letter added, dropped, changed, or two swapped: "rnig" → "ring"), else to the words
 * that sound the same ("nekles" → "necklace"), else to the closest spellings by shared trigrams
 * that SQL found (decision 006).
 */

/** A word of the catalogue and how many pieces use it (the vocabulary, search_words). */
export interface VocabularyWord {
  word: string;
  pieces: number;
}

/**
 * The edits a word of this length may be away from the word meant: none for two letters, one up
 * to five (a slip on "ring" is one edit, and two would make "ring" of "rice"), two beyond.
 */
export function allowedEdits(word: string): number {
  if (word.length <= 2) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * The optimal string alignment distance between two words: insertions, deletions, substitutions
 * and swaps of neighbouring letters, each one edit. Answers `max + 1` as soon as the distance is
 * certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let row = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      row[j] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > max) return max + 1;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * How a word sounds, roughly: its consonants as pronounced, vowels after the first letter and an
 * "h" after a consonant dropped, doubled letters and a plural "s" too. Words spelt by ear meet:
 * "nekles" and "necklace" are both "nkls", "jumka" and "jhumka" both "jmk".
 */
export function soundOf(word: string): string {
  const spelt = word
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/[cq]/g, "k")
    .replace(/ph/g, "f")
    .replace(/z/g, "s")
    .replace(/x/g, "ks")
    .replace(/w/g, "v")
    .replace(/([^aeiou])h/g, "$1");
  const kept = spelt[0]! + spelt.slice(1).replace(/[aeiouy]/g, "");
  return kept.replace(/(.)\1+/g, "$1").replace(/(.)s$/, "$1");
}

/** A word's sound must have this many letters to stand for another word's: "rng" would be many. */
const SOUND_MIN_LETTERS = 3;

/** The catalogue's words, for corrections made in memory. */
export class SearchVocabulary {
  private readonly pieces = new Map<string, number>();
  /** Words by their first letter: a correction reads only the words that begin as the typed one. */
  private readonly byFirstLetter = new Map<string, VocabularyWord[]>();
  /** Words by how they sound, most used first; made on the first word spelt by ear. */
  private bySound: Map<string, string[]> | undefined;

  constructor(words: readonly VocabularyWord[]) {
    for (const entry of words) {
      this.pieces.set(entry.word, entry.pieces);
      const same = this.byFirstLetter.get(entry.word[0]!);
      if (same) same.push(entry);
      else this.byFirstLetter.set(entry.word[0]!, [entry]);
    }
  }

  /** The words that sound as `word` does, most used first. */
  soundingLike(word: string, limit: number): string[] {
    const sound = soundOf(word);
    if (sound.length < SOUND_MIN_LETTERS) return [];
    if (!this.bySound) {
      this.bySound = new Map();
      const byUse = [...this.pieces].sort((a, b) => b[1] - a[1]);
      for (const [known] of byUse) {
        const key = soundOf(known);
        const same = this.bySound.get(key);
        if (same) same.push(known);
        else this.bySound.set(key, [known]);
      }
    }
    return (this.bySound.get(sound) ?? []).filter((known) => known !== word).slice(0, limit);
  }

  has(word: string): boolean {
    return this.pieces.has(word);
  }

  /**
   * The words at the smallest distance from `word`, at most `maxEdits` away, most used first;
   * none when the nearest is farther. Only words that begin as `word` does (or with its first two
   * letters swapped): a slip rarely hits the first letter, and without this rule "earing" is as
   * near "ring" as "earrings".
   */
  nearest(word: string, maxEdits: number, limit: number): string[] {
    let best = maxEdits + 1;
    let found: { word: string; pieces: number }[] = [];
    const sameStart = this.byFirstLetter.get(word[0]!) ?? [];
    const swappedStart =
      word[1] === undefined || word[1] === word[0] ? [] : (this.byFirstLetter.get(word[1]) ?? []);
    for (const group of [sameStart, swappedStart]) {
      for (const { word: candidate, pieces } of group) {
        if (candidate === word) continue;
        if (candidate[0] !== word[0] && candidate[1] !== word[0]) continue;
        const distance = editDistance(word, candidate, Math.min(best, maxEdits));
        if (distance > maxEdits || distance > best) continue;
        if (distance < best) {
          best = distance;
          found = [];
        }
        found.push({ word: candidate, pieces });
      }
    }
    found.sort((a, b) => b.pieces - a.pieces || (a.word < b.word ? -1 : 1));
    return found.slice(0, limit).map((entry) => entry.word);
  }
}

/** Spellings offered for one misspelt word, as SQL's trigram correction offers (decision 006). */
const SPELLINGS_PER_WORD = 3;

/** One search word as read: the words that may stand for it, and how it is shown to the shopper. */
export interface ReadWord {
  /** The catalogue's words a piece must have one of; empty when nothing stands for the word. */
  words: string[];
  /** The word shown in "Showing results for": the correction when the word was misspelt. */
  shownAs: string;
  corrected: boolean;
}

/**
 * Reads one search word that is not a stop word. `found`: the catalogue uses it as typed (SQL's
 * answer, which also knows words the vocabulary cannot hold, like "22k"); `trigramSpellings`:
 * SQL's closest spellings, the last resort.
 */
export function readWord(
  typed: string,
  found: boolean,
  trigramSpellings: readonly string[],
  vocabulary: SearchVocabulary,
): ReadWord {
  const synonyms = (SEARCH_SYNONYMS[typed] ?? []).filter((word) => word !== typed);
  if (found || synonyms.length > 0) {
    return { words: [...(found ? [typed] : []), ...synonyms], shownAs: typed, corrected: false };
  }
  const edited = vocabulary.nearest(typed, allowedEdits(typed), SPELLINGS_PER_WORD);
  const sounded = edited.length > 0 ? edited : vocabulary.soundingLike(typed, SPELLINGS_PER_WORD);
  const words = sounded.length > 0 ? sounded : [...trigramSpellings];
  if (words.length === 0) return { words: [], shownAs: typed, corrected: false };
  return { words, shownAs: words[0]!, corrected: true };
}

/** Words offered under "Did you mean": a little farther than a correction goes. */
export function didYouMeanWords(typed: string, vocabulary: SearchVocabulary, limit: number): string[] {
  return vocabulary.nearest(typed, allowedEdits(typed) + 1, limit);
}
