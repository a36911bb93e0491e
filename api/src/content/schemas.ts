import Type from 'typebox'

/** A smaller rendering of an uploaded poster, for a `srcset`. */
export const PosterVariant = Type.Object({
  path: Type.String({ description: 'Image path under the API root, e.g. storage/news-posters/…' }),
  width: Type.Integer({ description: 'In pixels' }),
  height: Type.Integer({ description: 'In pixels' }),
  type: Type.Literal('image/webp'),
})

export const NewsItem = Type.Object({
  id: Type.Integer(),
  poster: Type.String({ description: 'Image path under the API root, e.g. storage/posters/…' }),
  poster_url: Type.String({ description: 'Absolute URL of the poster image' }),
  poster_variants: Type.Array(PosterVariant, {
    description:
      'Smaller renderings of an uploaded poster, narrowest first (WebP); empty for a drawn (SVG) poster, which scales itself',
  }),
  created_at: Type.String({ format: 'date-time', description: 'When the item was published' }),
  views: Type.Integer(),
  title_tm: Type.String(),
  title_ru: Type.String(),
  title_en: Type.String(),
  description_tm: Type.String({ description: 'Sanitized HTML' }),
  description_ru: Type.String({ description: 'Sanitized HTML' }),
  description_en: Type.String({ description: 'Sanitized HTML' }),
})

export const NewsWithRelated = Type.Intersect([
  NewsItem,
  Type.Object({ related_news: Type.Array(NewsItem) }),
])

const Localized = (name: string) => ({
  [`${name}_tm`]: Type.String(),
  [`${name}_ru`]: Type.String(),
  [`${name}_en`]: Type.String(),
})

export const AboutPage = Type.Object({
  about: Type.Object({
    ...Localized('title'),
    intro_tm: Type.Array(Type.String()),
    intro_ru: Type.Array(Type.String()),
    intro_en: Type.Array(Type.String()),
    founded: Type.String(),
    duties: Type.Array(Type.Object({ code: Type.String(), ...Localized('text') })),
  }),
})

const ServiceItem = Type.Object({
  code: Type.String(),
  ...Localized('title'),
  ...Localized('description'),
})

export const ServicesPage = Type.Object({
  services: Type.Object({
    ...Localized('title'),
    ...Localized('description'),
    sections: Type.Array(
      Type.Object({
        code: Type.String(),
        ...Localized('title'),
        ...Localized('description'),
        items: Type.Array(ServiceItem),
      }),
    ),
  }),
})

export const ContactsPage = Type.Object({
  contacts: Type.Object({
    ...Localized('address'),
    hours: Type.Array(Type.Object({ days: Type.String(), from: Type.String(), to: Type.String() })),
    departments: Type.Array(
      Type.Object({
        code: Type.String(),
        ...Localized('name'),
        phones: Type.Array(Type.String()),
        emails: Type.Array(Type.String()),
      }),
    ),
  }),
})
