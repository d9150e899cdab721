import { AuthUrl, LoginRequest, LoginResponse, LogoutUrl } from '../schemas'
import type { Send } from '../request'

export const authService = (send: Send) => ({
  getAuthUrl: () => send({ method: 'get', path: 'auth-url', schema: AuthUrl }),
  /** `token`: the session that signs out, once the app no longer holds it (issue 37). */
  logoutUrl: (token?: string) => send({ method: 'post', path: 'logout-url', schema: LogoutUrl, ...(token ? { token } : {}) }),
  login: (body: LoginRequest) => send({ method: 'post', path: 'login', schema: LoginResponse, json: body }),
})
