import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context.js'
import { createAnswerCache } from '../http/answer-cache.js'
import { newsItemRoutes, newsListRoutes } from './news.routes.js'
import { officeNewsRoutes } from './office-news.routes.js'
import { pagesRoutes } from './pages.routes.js'
import { createPosterQueue } from './poster-queue.js'
import { renderPoster } from './poster-variant-files.js'
import { posterVariantsRepository } from './poster-variants.repository.js'
import { posterRoutes, uploadedPosterRoutes } from './posters.routes.js'
import { withValidators } from './public-caching.js'
import { rssRoutes } from './rss.js'

export const contentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  // The rendered news lists and feed, cleared by the office when the public news change, here
  // and, told through the change bus, in every other instance (ADR 0096).
  const newsAnswers = createAnswerCache()
  const newsChanged = () => {
    newsAnswers.clear()
    context.changes.publish({ kind: 'news' })
  }
  const stopHearing = context.changes.subscribe((change) => {
    if (change.kind !== 'news' && change.kind !== 'missed') return
    newsAnswers.clear()
    // The gateways in front of this instance may fetch the news again now: what they fetch is new.
    if (change.kind === 'news') context.changes.publish({ kind: 'news-cleared' })
  })
  app.addHook('onClose', async () => stopHearing())
  // Posters are rendered after their save has answered, one at a time (ADR 0076); a rendering
  // changes the public answers, which then name it.
  const posterQueue = createPosterQueue({
    render: (poster) => renderPoster(context.db, context.fileStore, poster),
    onRendered: newsChanged,
    logger: app.log,
  })
  // Posters left without renderings (uploaded before they were made, or a stop came first).
  app.addHook('onReady', async () => {
    for (const poster of await posterVariantsRepository(context.db).withoutVariants()) {
      posterQueue.add(poster)
    }
  })
  app.addHook('onClose', async () => posterQueue.close())
  // Public content, the same for every reader: ETags, so a repeat read costs a 304.
  await app.register(async (publicContent) => {
    await withValidators(publicContent)
    await publicContent.register(newsListRoutes, { ...context, newsAnswers })
    await publicContent.register(pagesRoutes, context)
    await publicContent.register(rssRoutes, { ...context, newsAnswers })
    await publicContent.register(posterRoutes, context)
    await publicContent.register(uploadedPosterRoutes, context)
  })
  await app.register(newsItemRoutes, context)
  await app.register(officeNewsRoutes, { ...context, newsChanged, posterQueue })
}
