// Misspelt and Indian searches a shopper types, each with the kind of piece it should find
// (issue 27 item 1, decision 052): `kind` is tested against the first page's pieces' name,
// category and sub-item. bench/search.ts counts how many find their kind on the first page.

export interface SearchQuery {
  query: string;
  /** What a found piece's name, category or sub-item says. */
  kind: RegExp;
}

const RING = /\bring|band|metti/i;
const EARRING = /earring|stud|jhumk|chandbali|hoop|bali\b|drop|dangler|tops/i;
const NECKLACE = /necklace|haaram|mala|choker|chain|pendant|mangalsutra/i;
const BANGLE = /bangle|kada/i;
const ANKLET = /anklet|payal/i;

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  // Swapped letters
  { query: "rnig", kind: RING },
  { query: "rign", kind: RING },
  { query: "neckalce", kind: NECKLACE },
  { query: "nceklace", kind: NECKLACE },
  { query: "earirngs", kind: EARRING },
  { query: "bnagles", kind: BANGLE },
  { query: "brcaelet", kind: /bracelet/i },
  { query: "anklest", kind: ANKLET },
  { query: "pendnat", kind: /pendant|locket/i },
  { query: "chian", kind: /chain/i },
  // Doubled letters
  { query: "rinng", kind: RING },
  { query: "neckllace", kind: NECKLACE },
  { query: "earrrings", kind: EARRING },
  { query: "banggles", kind: BANGLE },
  { query: "braceleet", kind: /bracelet/i },
  { query: "jhummkas", kind: /jhumk/i },
  { query: "chokker", kind: /choker/i },
  // Missing letters
  { query: "rng", kind: RING },
  { query: "neckace", kind: NECKLACE },
  { query: "earing", kind: EARRING },
  { query: "bangls", kind: BANGLE },
  { query: "braclet", kind: /bracelet/i },
  { query: "ankets", kind: ANKLET },
  { query: "pendat", kind: /pendant|locket/i },
  { query: "mangalsutr", kind: /mangalsutra/i },
  // Slips shoppers make on a phone
  { query: "neckles", kind: NECKLACE },
  { query: "nekles", kind: NECKLACE },
  { query: "erring", kind: EARRING },
  { query: "braslet", kind: /bracelet/i },
  { query: "mangalsootra", kind: /mangalsutra/i },
  { query: "mangalsutram", kind: /mangalsutra/i },
  { query: "jumka", kind: /jhumk/i },
  { query: "chandbaali", kind: /chandbali/i },
  // Indian names
  { query: "jhumka", kind: /jhumk/i },
  { query: "jhumki", kind: /jhumk/i },
  { query: "jimikki", kind: /jhumk/i },
  { query: "kada", kind: /kada/i },
  { query: "kadaa", kind: /kada/i },
  { query: "mangalsutra", kind: /mangalsutra/i },
  { query: "thali", kind: /mangalsutra/i },
  { query: "thaali", kind: /mangalsutra/i },
  { query: "kolusu", kind: ANKLET },
  { query: "golusu", kind: ANKLET },
  { query: "payal", kind: ANKLET },
  { query: "pajeb", kind: ANKLET },
  { query: "haaram", kind: /haaram/i },
  { query: "haram", kind: /haaram/i },
  { query: "maang tikka", kind: /maang tikka|tikka|chutti/i },
  { query: "mang tikka", kind: /maang tikka|tikka|chutti/i },
  { query: "nethi chutti", kind: /chutti|tikka/i },
  { query: "metti", kind: /metti|toe/i },
  { query: "bichiya", kind: /metti|toe/i },
  { query: "valayal", kind: BANGLE },
  { query: "kammal", kind: EARRING },
  { query: "mothiram", kind: RING },
  { query: "kasu mala", kind: /kasu|mala/i },
  { query: "bali", kind: /hoop|bali/i },
  { query: "oddiyanam", kind: /oddiyanam|waist/i },
  { query: "vaddanam", kind: /oddiyanam|waist/i },
  { query: "attigai", kind: /choker/i },
];
