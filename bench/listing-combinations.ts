// Filter combinations a shopper makes: menu cards, category with gender, price and sort, offers,
// deep pages. The benchmark and the query-plan report both use this list.

const categories = ["rings", "necklaces", "bracelets", "earrings", "bridal", "clearance", "Gift Ideas"];
const genders = ["Men", "Women", "Kids"];
const occasions = ["DAILY_WEAR", "WEDDING", "TRADITIONAL"];
const bands = [199, 299, 399, 599, 999, 1999, 2999];
const sorts = ["", "&sortBy=price&sortDirection=ASC", "&sortBy=price&sortDirection=DESC"];

/** A few queries repeated over and over: the home page and menu cards everyone opens. */
export const repeatedQueries = [
  "page=0&pageSize=20",
  "itemName=rings&page=0&pageSize=20",
  "itemName=necklaces&page=0&pageSize=20",
  "maxGrandTotal=599&page=0&pageSize=20",
  "gender=women&page=0&pageSize=20",
  "top_trending=true&page=0&pageSize=20",
  "subItemName=50%25%20Off&page=0&pageSize=20",
  "giftIdeas=for_her&page=0&pageSize=20",
];

/** Many different combinations, none repeated within a run of the benchmark. */
export function distinctQueries(): string[] {
  const queries: string[] = [];
  for (const category of categories) {
    for (const gender of genders) {
      for (const sort of sorts) {
        queries.push(`itemName=${encodeURIComponent(category)}&gender=${gender}${sort}&page=0&pageSize=20`);
        queries.push(`itemName=${encodeURIComponent(category)}&gender=${gender}${sort}&page=3&pageSize=10`);
      }
      for (const band of bands) {
        queries.push(
          `itemName=${encodeURIComponent(category)}&gender=${gender}&maxGrandTotal=${band}&sortBy=price&page=0&pageSize=20`,
        );
      }
    }
    for (const occasion of occasions) {
      queries.push(`itemName=${encodeURIComponent(category)}&occasion=${occasion}&page=1&pageSize=20`);
    }
  }
  for (const band of bands) {
    for (const sort of sorts) queries.push(`maxGrandTotal=${band}${sort}&page=0&pageSize=20`);
    queries.push(`minGrandTotal=${band}&maxGrandTotal=${band * 2}&colorAccent=Gold&page=0&pageSize=20`);
  }
  for (const flag of ["top_trending=true", "new_arrival=Y", "best_design=true", "featured_products=true"]) {
    for (const sort of sorts) queries.push(`${flag}${sort}&page=0&pageSize=20`);
    for (const gender of genders) queries.push(`${flag}&gender=${gender}&page=0&pageSize=20`);
  }
  for (const sort of sorts) {
    queries.push(`page=0&pageSize=20${sort}`);
    queries.push(`page=40&pageSize=20${sort}`);
    queries.push(`stoneUnit=Carat&materialFinish=GOLDCOATED${sort}&page=0&pageSize=20`);
    queries.push(`sizeName=2.4&page=0&pageSize=20${sort}`);
  }
  return queries;
}
