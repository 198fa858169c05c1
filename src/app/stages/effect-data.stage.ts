// Start-up stage 2 (src/main.tsx): Effect's data types (Option, Either, equality and hashing),
// which its core builds on. The export keeps the import (Effect's modules are free of side effects,
// so a bare import would be dropped).
import { Option } from "effect"

export const evaluated = Option.none
