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
    "\n  query HomeLatestNews {\n    latestNews {\n      id\n      ...HomeNewsCard_item\n    }\n  }\n": typeof types.HomeLatestNewsDocument,
    "\n  fragment HomeNewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n  }\n": typeof types.HomeNewsCard_ItemFragmentDoc,
    "\n  query MapCheckpoints {\n    checkpoints {\n      id\n      ...CheckpointMarker_checkpoint\n      ...NeighbourList_checkpoint\n    }\n  }\n": typeof types.MapCheckpointsDocument,
    "\n  fragment CheckpointMarker_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    region {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    borderingCountry {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n    phone\n  }\n": typeof types.CheckpointMarker_CheckpointFragmentDoc,
    "\n  fragment NeighbourList_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    borderingCountry {\n      id\n      code\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n  }\n": typeof types.NeighbourList_CheckpointFragmentDoc,
};
const documents: Documents = {
    "\n  query HomeLatestNews {\n    latestNews {\n      id\n      ...HomeNewsCard_item\n    }\n  }\n": types.HomeLatestNewsDocument,
    "\n  fragment HomeNewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n  }\n": types.HomeNewsCard_ItemFragmentDoc,
    "\n  query MapCheckpoints {\n    checkpoints {\n      id\n      ...CheckpointMarker_checkpoint\n      ...NeighbourList_checkpoint\n    }\n  }\n": types.MapCheckpointsDocument,
    "\n  fragment CheckpointMarker_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    region {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    borderingCountry {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n    phone\n  }\n": types.CheckpointMarker_CheckpointFragmentDoc,
    "\n  fragment NeighbourList_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    borderingCountry {\n      id\n      code\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n  }\n": types.NeighbourList_CheckpointFragmentDoc,
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
export function graphql(source: "\n  query HomeLatestNews {\n    latestNews {\n      id\n      ...HomeNewsCard_item\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestNews {\n    latestNews {\n      id\n      ...HomeNewsCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeNewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment HomeNewsCard_item on NewsItem {\n    id\n    title {\n      tm\n      ru\n      en\n    }\n    posterUrl\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapCheckpoints {\n    checkpoints {\n      id\n      ...CheckpointMarker_checkpoint\n      ...NeighbourList_checkpoint\n    }\n  }\n"): (typeof documents)["\n  query MapCheckpoints {\n    checkpoints {\n      id\n      ...CheckpointMarker_checkpoint\n      ...NeighbourList_checkpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckpointMarker_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    region {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    borderingCountry {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n    phone\n  }\n"): (typeof documents)["\n  fragment CheckpointMarker_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    description {\n      tm\n      ru\n      en\n    }\n    region {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    borderingCountry {\n      id\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeighbourList_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    borderingCountry {\n      id\n      code\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n  }\n"): (typeof documents)["\n  fragment NeighbourList_checkpoint on Checkpoint {\n    id\n    name {\n      tm\n      ru\n      en\n    }\n    borderingCountry {\n      id\n      code\n      name {\n        tm\n        ru\n        en\n      }\n    }\n    latitude\n    longitude\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;