import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useApp } from "../app/app-context.tsx"

/** isAuth from the authentication actor, and sign-out, which goes home (§2 account menu). */
export const useSession = () => {
  const { actors } = useApp()
  const navigate = useNavigate()
  const isAuth = useSelector(actors.auth, (s) => s.context.isAuth)
  return {
    isAuth,
    signOut: () => {
      actors.auth.send({ type: "auth.sign-out" })
      void navigate({ to: "/" })
    }
  }
}
