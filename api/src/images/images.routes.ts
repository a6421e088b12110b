import { imageParamsSchema, namedImageParamsSchema } from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import { findPicture, genericPicture } from './images.service';

/** A picture never changes for its URL: cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Pictures known by name only, per group: gift elements, boxes and cards (`gifting`) and the
 * editorial pictures of the content (`content`: home, banners, selections, landings, minisites).
 */
const NAMED_PICTURE_GROUPS = { gifting: 'Gift', content: 'Weekend Shop' } as const;

/**
 * GET /api/images/:kind/:id/:size.svg (issue 3 §4): generated SVG pictures; and
 * GET /api/images/{gifting,content}/:name.svg, the named ones.
 */
export const imageRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/images/:kind/:id/:size.svg',
    { schema: { params: imageParamsSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { kind, id, size } = request.params;
      const svg = await findPicture(db.orm, kind, id, size);
      if (svg === null) throw notFound(`No picture ${kind}/${id}/${size}.svg`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send(svg);
    },
  );
  for (const [group, subtitle] of Object.entries(NAMED_PICTURE_GROUPS)) {
    app.get(
      `/images/${group}/:name.svg`,
      { schema: { params: namedImageParamsSchema, response: { 200: z.string() } } },
      async (request, reply) => {
        const { name } = request.params;
        const title = name.replace(/[-_]+/g, ' ').replace(/^./, (first) => first.toUpperCase());
        const svg = genericPicture(title, subtitle, `${group}-${name}`, '640_360')!;
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .send(svg);
      },
    );
  }
};
