import { afterAll, afterEach } from "vitest";
import { describeViolations, takeContractViolations } from "./answer-contract.ts";

/**
 * Vitest's setup file (vitest.config.ts): a test during which the app gave an answer that breaks
 * its OpenAPI document fails, with the answers named (answer-contract.ts, decision 039). Answers
 * given in a file's beforeAll or afterAll fail the file.
 */
function failOnViolations() {
  const found = takeContractViolations();
  if (found.length === 0) return;
  // Printed at once too: a long run reports its failures only at its end.
  console.error(describeViolations(found));
  throw new Error(describeViolations(found));
}

afterEach(failOnViolations);
afterAll(failOnViolations);
