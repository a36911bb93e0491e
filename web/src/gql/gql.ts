/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AboutPage {\n    aboutPage {\n      title {\n        tm\n        ru\n        en\n      }\n      introduction {\n        tm\n        ru\n        en\n      }\n      foundedIn\n      duties {\n        code\n        text {\n          tm\n          ru\n          en\n        }\n      }\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  query ContactsPage {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        name {\n          tm\n          ru\n          en\n        }\n        phones\n        emails\n      }\n    }\n  }\n": typeof types.ContactsPageDocument,
    "\n  query ServicesPage {\n    servicesPage {\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n      sections {\n        code\n        ...ServicesAccordion_section\n      }\n    }\n  }\n": typeof types.ServicesPageDocument,
    "\n  fragment ServicesAccordion_section on ServiceSection {\n    code\n    title {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    services {\n      code\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n    }\n  }\n": typeof types.ServicesAccordion_SectionFragmentDoc,
    "\n  query NewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      item {\n        id\n        ...NewsStory_item\n      }\n      relatedNews {\n        id\n        ...NewsStory_item\n      }\n    }\n  }\n": typeof types.NewsArticleDocument,
    "\n  query NewsPage($page: Int!) {\n    newsPage(page: $page) {\n      items {\n        id\n        ...NewsCard_item\n      }\n      pageInfo {\n        page\n        pageCount\n        totalCount\n      }\n    }\n  }\n": typeof types.NewsPageDocument,
    "\n  fragment NewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n": typeof types.NewsCard_ItemFragmentDoc,
    "\n  fragment NewsStory_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    bodyHtml {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n": typeof types.NewsStory_ItemFragmentDoc,
    "\n  mutation LogOut {\n    logOut {\n      loggedOut\n    }\n  }\n": typeof types.LogOutDocument,
    "\n  query ShellContacts {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        phones\n        emails\n      }\n    }\n  }\n": typeof types.ShellContactsDocument,
    "\n  query ShellMe {\n    me {\n      id\n      name\n    }\n  }\n": typeof types.ShellMeDocument,
};
const documents: Documents = {
    "\n  query AboutPage {\n    aboutPage {\n      title {\n        tm\n        ru\n        en\n      }\n      introduction {\n        tm\n        ru\n        en\n      }\n      foundedIn\n      duties {\n        code\n        text {\n          tm\n          ru\n          en\n        }\n      }\n    }\n  }\n": types.AboutPageDocument,
    "\n  query ContactsPage {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        name {\n          tm\n          ru\n          en\n        }\n        phones\n        emails\n      }\n    }\n  }\n": types.ContactsPageDocument,
    "\n  query ServicesPage {\n    servicesPage {\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n      sections {\n        code\n        ...ServicesAccordion_section\n      }\n    }\n  }\n": types.ServicesPageDocument,
    "\n  fragment ServicesAccordion_section on ServiceSection {\n    code\n    title {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    services {\n      code\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n    }\n  }\n": types.ServicesAccordion_SectionFragmentDoc,
    "\n  query NewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      item {\n        id\n        ...NewsStory_item\n      }\n      relatedNews {\n        id\n        ...NewsStory_item\n      }\n    }\n  }\n": types.NewsArticleDocument,
    "\n  query NewsPage($page: Int!) {\n    newsPage(page: $page) {\n      items {\n        id\n        ...NewsCard_item\n      }\n      pageInfo {\n        page\n        pageCount\n        totalCount\n      }\n    }\n  }\n": types.NewsPageDocument,
    "\n  fragment NewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n": types.NewsCard_ItemFragmentDoc,
    "\n  fragment NewsStory_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    bodyHtml {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n": types.NewsStory_ItemFragmentDoc,
    "\n  mutation LogOut {\n    logOut {\n      loggedOut\n    }\n  }\n": types.LogOutDocument,
    "\n  query ShellContacts {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        phones\n        emails\n      }\n    }\n  }\n": types.ShellContactsDocument,
    "\n  query ShellMe {\n    me {\n      id\n      name\n    }\n  }\n": types.ShellMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPage {\n    aboutPage {\n      title {\n        tm\n        ru\n        en\n      }\n      introduction {\n        tm\n        ru\n        en\n      }\n      foundedIn\n      duties {\n        code\n        text {\n          tm\n          ru\n          en\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    aboutPage {\n      title {\n        tm\n        ru\n        en\n      }\n      introduction {\n        tm\n        ru\n        en\n      }\n      foundedIn\n      duties {\n        code\n        text {\n          tm\n          ru\n          en\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsPage {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        name {\n          tm\n          ru\n          en\n        }\n        phones\n        emails\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsPage {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        name {\n          tm\n          ru\n          en\n        }\n        phones\n        emails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesPage {\n    servicesPage {\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n      sections {\n        code\n        ...ServicesAccordion_section\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServicesPage {\n    servicesPage {\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n      sections {\n        code\n        ...ServicesAccordion_section\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicesAccordion_section on ServiceSection {\n    code\n    title {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    services {\n      code\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServicesAccordion_section on ServiceSection {\n    code\n    title {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    services {\n      code\n      title {\n        tm\n        ru\n        en\n      }\n      description {\n        tm\n        ru\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      item {\n        id\n        ...NewsStory_item\n      }\n      relatedNews {\n        id\n        ...NewsStory_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsArticle($id: ID!) {\n    newsArticle(id: $id) {\n      item {\n        id\n        ...NewsStory_item\n      }\n      relatedNews {\n        id\n        ...NewsStory_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsPage($page: Int!) {\n    newsPage(page: $page) {\n      items {\n        id\n        ...NewsCard_item\n      }\n      pageInfo {\n        page\n        pageCount\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsPage($page: Int!) {\n    newsPage(page: $page) {\n      items {\n        id\n        ...NewsCard_item\n      }\n      pageInfo {\n        page\n        pageCount\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n"): (typeof documents)["\n  fragment NewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsStory_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    bodyHtml {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n"): (typeof documents)["\n  fragment NewsStory_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    bodyHtml {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n    views\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut {\n      loggedOut\n    }\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut {\n      loggedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellContacts {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        phones\n        emails\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellContacts {\n    contactsPage {\n      address {\n        tm\n        ru\n        en\n      }\n      workingHours {\n        days\n        opensAt\n        closesAt\n      }\n      departments {\n        code\n        phones\n        emails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMe {\n    me {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShellMe {\n    me {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;