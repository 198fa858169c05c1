import { configure } from "@testing-library/react"

// Issue 34 item 8: the component suites run beside every other project on a busy machine. Testing
// Library's own wait (`findBy…`, `waitFor`) gives up after 1 s by default, a wall-clock limit a
// loaded machine passes while the component is still drawing; each wait here ends as soon as what
// it waits for is on the screen, so a longer limit costs a quiet run nothing.
configure({ asyncUtilTimeout: 15_000 })
