// Types of scripts/build-stamp.mjs (plain JavaScript, run by node before anything is compiled), for its test.
export const SOURCE_DIRS: string[];
export const SOURCE_FILES: string[];
export function stampFile(root: string): string;
export function buildOutputs(root: string): string[];
export function sourceFiles(root: string): string[];
export function sourcesHash(root: string, env?: NodeJS.ProcessEnv): string;
export function readStamp(root: string): { hash: string; builtAt: string } | null;
export function writeStamp(root: string, hash: string): void;
export function clearStamp(root: string): void;
export function buildState(root: string, env?: NodeJS.ProcessEnv): { current: boolean; reason: string; hash?: string };
