/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The departments a feedback message can go to. */
export type DepartmentCode =
  /** The general department (the default). */
  | 'GENERAL'
  /** The technical department. */
  | 'TECHNICAL';

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { loggedOut: boolean } };

export type ShellContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellContactsQuery = { contactsPage: { address: { tm: string, ru: string, en: string }, workingHours: Array<{ days: string, opensAt: string, closesAt: string }>, departments: Array<{ code: DepartmentCode, phones: Array<string>, emails: Array<string> }> } };

export type ShellMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellMeQuery = { me: { id: string, name: string } | null };


export const LogOutDocument = {"__meta__":{"hash":"sha256:d4c7b76f4166153f6ab6bc8875ada9f0bb18ff682b4b011561fff1d7a6fce5e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const ShellContactsDocument = {"__meta__":{"hash":"sha256:8761d05315d0e1bc80816dd0011919a91a082d3a3178f18a9657f8a39e3085ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}}]}}]}}]}}]} as unknown as DocumentNode<ShellContactsQuery, ShellContactsQueryVariables>;
export const ShellMeDocument = {"__meta__":{"hash":"sha256:606bdb80526d38c86777c39135cefd265d49657dd8013518705c9f125f93b5b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShellMeQuery, ShellMeQueryVariables>;