export interface ImportFound {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  message: string;
}

export interface Exception {
  from: string | RegExp;
  to: string | RegExp;
  why?: string;
}

export function collectImports(code: string, fileName: string): ImportFound[];
export function roomOf(rel: string): { side: string; room?: string; feature?: string };
export function breach(fromRel: string, toRel: string, typeOnly?: boolean): string | null;
export function checkBoundaries(
  root: string,
  exceptions?: Exception[],
): { violations: Violation[]; stale: string[] };
