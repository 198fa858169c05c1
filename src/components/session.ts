import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useApp } from "../app/app-context.tsx"
import { useOnClient } from "./hydration.ts"

/** isAuth from the authentication actor, and sign-out, which goes home (§2 account menu). */
export const useSession = () => {
  const { actors } = useApp()
  const navigate = useNavigate()
  // Signed out while the server's first view is taken over: the server does not know the shopper.
  const signedIn = useSelector(actors.auth, (s) => s.context.isAuth)
  const isAuth = useOnClient() && signedIn
  return {
    isAuth,
    signOut: () => {
      actors.auth.send({ type: "auth.sign-out" })
      void navigate({ to: "/" })
    }
  }
}
