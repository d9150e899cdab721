import { Hono } from 'hono'
import type { HomeBlocks } from '../../src/api/schemas'
import { errorBody, type Env } from '../http'
import type { GatewayStore } from '../store'
import { text } from '../localize'
import { contentBlock } from '../identity/content-blocks'
import { imageUrl, PRODUCTS, SLIDES } from '../identity/images'
import { DOCUMENTS, minimalPdf } from '../identity/pdf'

const SHOP = 'https://www.marketplace.example'
const SLIDE_LINKS = ['/bonuses', '/commissions', '/team-members', '/pickup-stations'] as const

const THIS_WEEK = text('This week', 'Cette semaine', 'هذا الأسبوع')
const READY_TO_SELL = text('Ready to sell', 'Prêt à vendre', 'جاهز للبيع')

/**
 * Content service (mouse). Public: no session needed. Blocks and the homepage's titles are
 * in the language of Accept-Language (gateway/localize.ts).
 */
export function contentRoutes(_store: GatewayStore) {
  const app = new Hono<Env>()

  app.get('/mouse/blocks/:blockCode', (c) => {
    const block = contentBlock(c.req.param('blockCode'))
    return block ? c.json(block) : c.json(errorBody('NOT_FOUND'), 404)
  })

  app.get('/mouse/homepage', (c) => {
    const body: HomeBlocks = {
      data: [
        {
          title: THIS_WEEK,
          type: 'slider',
          slug: 'homepage-slider',
          endpoint: null,
          see_more: null,
          items: SLIDES.map((s, i) => ({ id: i + 1, title: s.title, image: imageUrl(`slide-${i + 1}.svg`), link: SLIDE_LINKS[i] ?? null })),
        },
        {
          title: READY_TO_SELL,
          type: 'readytosell',
          slug: 'readytosell',
          endpoint: null,
          see_more: `${SHOP}/deals`,
          items: PRODUCTS.map((p, i) => ({
            id: 100 + i + 1,
            title: p.title,
            image: imageUrl(`product-${i + 1}.svg`),
            link: `${SHOP}/product/${p.title
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')}`,
          })),
        },
      ],
    }
    return c.json(body)
  })

  app.get('/mouse/files/:name', (c) => {
    const name = c.req.param('name')
    const doc = Object.hasOwn(DOCUMENTS, name) ? DOCUMENTS[name] : undefined
    if (!doc) return c.json(errorBody('NOT_FOUND'), 404)
    return c.body(minimalPdf(doc.title, doc.lines).slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
    })
  })

  return app
}
