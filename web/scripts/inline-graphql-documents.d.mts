/** A Babel plugin (see inline-graphql-documents.mjs); typed loosely for vite.config.ts. */
declare function inlineGraphqlDocuments(
  api: unknown,
  options: { generatedFile: string },
): { name: string; visitor: object }
export default inlineGraphqlDocuments
