import type { CategoryRow } from '../categories/categories.service';
import { soundsLike } from './transliterate';

/** Joining words in category names that should not make a category match ("Packers and Movers"). */
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'services', 'service']);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));

/** The words a category is found by: its name's and its aliases' words, lower-cased. */
export const categoryTerms = (c: Pick<CategoryRow, 'name' | 'aliases'>) => new Set([...wordsOf(c.name), ...(c.aliases ?? []).flatMap(wordsOf)]);

/** A query word's own forms: itself and its singular ("plumbers" → plumber). */
export function ownForms(word: string) {
  return word.length > 4 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
}

/** A form matches a category word when it is the word or (3+ letters) its start: "tut" finds Tuition's alias "tutor". */
const formMatches = (form: string, term: string) => term === form || (form.length >= 3 && term.startsWith(form));

/** Categories a query names, and which query words they stand for (the rest must still match the text). */
export interface NamedCategories {
  ids: number[];
  covered: string[];
}

/**
 * The active categories the query names, by name or alias: those covering the most query words win (a main
 * category stands for all its sub categories; the SQL matches parent_id as well). A word counts fully when it
 * names the category as typed, half when only a spelling correction does, so "chemist" names Pharmacy (alias)
 * and not Cook (alias "chef", spelt alike). Grouped by the words covered: "mobile doctor" names Mobile Repair for
 * "mobile" and Health for "doctor". Empty when no query word names a category: search ranks by text alone.
 */
export function matchCategories(categories: Iterable<CategoryRow>, words: string[], similar: Map<string, string[]>): NamedCategories[] {
  const queryWords = words.filter((w) => w.length >= 3);
  if (queryWords.length === 0) return [];
  let best = 0;
  let found: Array<{ id: number; covered: string[] }> = [];
  for (const c of categories) {
    if (!c.status) continue;
    const terms = [...categoryTerms(c)];
    const hits = (forms: string[]) => forms.some((form) => terms.some((term) => formMatches(form, term)));
    let score = 0;
    const covered: string[] = [];
    for (const w of queryWords) {
      // A Devanagari loan word names the category it sounds like as fully as the Latin word (प्लंबर → Plumber).
      const s = hits(ownForms(w)) || terms.some((term) => soundsLike(w, term)) ? 1 : hits(similar.get(w) ?? []) ? 0.5 : 0;
      if (s > 0) covered.push(w);
      score += s;
    }
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      found = [];
    }
    found.push({ id: c.id, covered });
  }
  const groups = new Map<string, NamedCategories>();
  for (const f of found) {
    const key = f.covered.join(' ');
    const group = groups.get(key) ?? { ids: [], covered: f.covered };
    group.ids.push(f.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
