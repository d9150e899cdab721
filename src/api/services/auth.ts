import { AuthUrl, LoginRequest, LoginResponse, LogoutUrl } from '../schemas'
import type { Send } from '../request'

export const authService = (send: Send) => ({
  getAuthUrl: () => send({ method: 'get', path: 'auth-url', schema: AuthUrl }),
  logoutUrl: () => send({ method: 'post', path: 'logout-url', schema: LogoutUrl }),
  login: (body: LoginRequest) => send({ method: 'post', path: 'login', schema: LoginResponse, json: body }),
})
