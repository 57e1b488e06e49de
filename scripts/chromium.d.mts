/** Flags for headless Chromium on these machines (root, no GPU, closed network). */
export declare const chromiumArgs: string[];
/**
 * CHROME_PATH, else /usr/bin/chromium; `shell` prefers /usr/bin/chromium-headless-shell. With `install` (as root)
 * apt-get installs what is missing.
 */
export declare function findChromium(options?: { install?: boolean; shell?: boolean }): string;
