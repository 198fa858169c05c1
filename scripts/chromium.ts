import { type Browser, chromium } from "playwright-core"

/** Debian's Chromium (`apt-get install -y chromium`): the one browser the tests and benchmarks drive; none is downloaded. */
export const CHROMIUM_PATH = "/usr/bin/chromium"

/** How every test and benchmark launches it (DEVELOPERS.md). */
export const CHROME_FLAGS: ReadonlyArray<string> = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]

/** Debian's Chromium, launched headless with CHROME_FLAGS through playwright-core. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROME_FLAGS] })
