/** Flags for a Chromium in a container or CI: no sandbox, no GPU, nothing phoning home. */
export declare const chromiumArgs: string[]
/** Playwright's own Chromium when downloaded, else a system one; undefined when there is none. */
export declare function findChromium(): string | undefined
