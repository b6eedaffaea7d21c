/** The seed's admin routes of each content type: list, create and edit (news, news_create, news/{id}). */
import type { ContentType } from '../../contract/content-types.ts';

const SEGMENTS: Record<ContentType, { list: string; create: string }> = {
  news: { list: 'news', create: 'news_create' },
  stock: { list: 'stock', create: 'stock_create' },
  article: { list: 'article', create: 'article_create' },
  gallery: { list: 'gallery', create: 'gallery_create' },
  faq: { list: 'faqs', create: 'faqs_create' },
  expert: { list: 'expert', create: 'expert_create' },
  contact: { list: 'contacts', create: 'contacts/create' },
  document: { list: 'document', create: 'document_create' },
  partner: { list: 'partners', create: 'partners_create' },
  team: { list: 'team', create: 'team_create' },
  promotion: { list: 'promotions', create: 'promotions_create' },
  vacancy: { list: 'vacancies', create: 'vacancies_create' },
  investor: { list: 'investors', create: 'investors_create' },
  partner_programme: { list: 'partner-programmes', create: 'partner-programmes_create' },
};

export function adminPaths(type: ContentType, locale: string | undefined) {
  const base = `${locale ? `/${locale}` : ''}/admin/`;
  const s = SEGMENTS[type];
  return {
    list: base + s.list,
    create: base + s.create,
    edit: (id: number) => `${base}${s.list}/${id}`,
  };
}
