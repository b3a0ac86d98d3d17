/** An import the boundaries of decision 041 refuse. */
export interface Refusal {
  file: string;
  specifier: string;
  rule: string;
}

export function checkBoundaries(root: string): Refusal[];
