import { type Browser, chromium } from "playwright-core"

/** Debian's Chromium (`apt-get install -y chromium`): the one browser the tests and benchmarks drive; none is downloaded. */
export const CHROMIUM_PATH = "/usr/bin/chromium"

/** How every test and benchmark launches it (DEVELOPERS.md). */
export const CHROME_FLAGS: ReadonlyArray<string> = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]

/**
 * Playwright's own `--disable-features` (playwright-core's `chromiumSwitches`). Chromium reads one
 * `--disable-features`, the last, so a launch that disables more repeats these; `chromium.test.ts`
 * holds the list to the installed playwright-core's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: ReadonlyArray<string> = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion"
]

/**
 * The address bar's popup, which Chromium 156 draws as WebUI (chrome://omnibox-popup.top-chrome/ and
 * its AI mode page) and preloads in two renderers for every window: every browser context a journey
 * opens, though a headless window has no address bar. Measured on 6 contexts of 3 page loads each:
 * Chromium's CPU 39 s with them, 23 s without (docs/benchmarks.md, 2026-11-30). Not given
 * to Lighthouse, which starts one Chrome a page and whose figures are compared with earlier runs.
 */
export const UNUSED_BROWSER_UI: ReadonlyArray<string> = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"]

/** Debian's Chromium, launched headless with CHROME_FLAGS through playwright-core, without the browser UI a page never sees. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROME_FLAGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`]
  })
