// Start-up stage 1 (src/main.tsx): React and its DOM renderer.
import "react"
import "react-dom/client"
