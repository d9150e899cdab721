import { Periods } from '../schemas'
import type { Send } from '../request'

export const periodsService = (send: Send) => ({
  /** Every month since the commission start; `reverse` lists the newest first. */
  all: (reverse = true) => send({ method: 'get', path: 'watto/periods/all', schema: Periods, query: { reverse: reverse ? 1 : 0 } }),
})
