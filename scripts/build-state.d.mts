export declare const INPUTS: readonly string[];
export declare function buildState(root: string): "missing" | "stale" | "current";
