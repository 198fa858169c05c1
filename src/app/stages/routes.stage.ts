// Start-up stage 7 (src/main.tsx): TanStack Router and the route tree (the layout and home screen with it).
import "../../routeTree.gen.ts"
