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
    "\n  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CompletePasswordResetDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CompleteSignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query PasswordResetLinkValid($userId: ID!, $linkCode: String!) {\n    passwordResetLinkValid(userId: $userId, linkCode: $linkCode)\n  }\n": typeof types.PasswordResetLinkValidDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      requested\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation RequestSignUpCode($input: SignUpDetailsInput!) {\n    requestSignUpCode(input: $input) {\n      challenge\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RequestSignUpCodeDocument,
    "\n  query SessionCheck {\n    me {\n      name\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {\n    verifySignUpCode(input: $input) {\n      verified\n      triesLeft\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.VerifySignUpCodeDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      sent\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.SendFeedbackDocument,
};
const documents: Documents = {
    "\n  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CompletePasswordResetDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CompleteSignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  query PasswordResetLinkValid($userId: ID!, $linkCode: String!) {\n    passwordResetLinkValid(userId: $userId, linkCode: $linkCode)\n  }\n": types.PasswordResetLinkValidDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      requested\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation RequestSignUpCode($input: SignUpDetailsInput!) {\n    requestSignUpCode(input: $input) {\n      challenge\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RequestSignUpCodeDocument,
    "\n  query SessionCheck {\n    me {\n      name\n    }\n  }\n": types.SessionCheckDocument,
    "\n  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {\n    verifySignUpCode(input: $input) {\n      verified\n      triesLeft\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.VerifySignUpCodeDocument,
    "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      sent\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.SendFeedbackDocument,
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
export function graphql(source: "\n  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompletePasswordReset($input: CompletePasswordResetInput!) {\n    completePasswordReset(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      userName\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLinkValid($userId: ID!, $linkCode: String!) {\n    passwordResetLinkValid(userId: $userId, linkCode: $linkCode)\n  }\n"): (typeof documents)["\n  query PasswordResetLinkValid($userId: ID!, $linkCode: String!) {\n    passwordResetLinkValid(userId: $userId, linkCode: $linkCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      requested\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      requested\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSignUpCode($input: SignUpDetailsInput!) {\n    requestSignUpCode(input: $input) {\n      challenge\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSignUpCode($input: SignUpDetailsInput!) {\n    requestSignUpCode(input: $input) {\n      challenge\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheck {\n    me {\n      name\n    }\n  }\n"): (typeof documents)["\n  query SessionCheck {\n    me {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {\n    verifySignUpCode(input: $input) {\n      verified\n      triesLeft\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySignUpCode($input: VerifySignUpCodeInput!) {\n    verifySignUpCode(input: $input) {\n      verified\n      triesLeft\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      sent\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: FeedbackInput!) {\n    sendFeedback(input: $input) {\n      sent\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;