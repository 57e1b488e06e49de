/** Flags for headless Chromium on these machines (root, no GPU, closed network). */
export declare const chromiumArgs: string[];
/** CHROME_PATH, else /usr/bin/chromium; with install (as root) apt-get installs it when missing. */
export declare function findChromium(options?: { install?: boolean }): string;
