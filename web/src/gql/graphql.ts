/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Password reset step 3: the link and the new password. */
export type CompletePasswordResetInput = {
  /** The last segment of the link's path. */
  linkCode: string;
  /** At least 8 characters. */
  password: string;
  /** The password again; must match. */
  passwordConfirmation: string;
  /** The `user_id` query parameter of the link. */
  userId: string | number;
};

/** Sign-up step 3: the password of the new account. */
export type CompleteSignUpInput = {
  /** The `challenge` of step 1, verified in step 2. */
  challenge: string;
  /** At least 8 characters. */
  password: string;
  /** The password again; must match. */
  passwordConfirmation: string;
};

/** The departments a feedback message can go to. */
export type DepartmentCode =
  /** The general department (the default). */
  | 'GENERAL'
  /** The technical department. */
  | 'TECHNICAL';

/** A message to a department of the enterprise. */
export type FeedbackInput = {
  /** Where the message goes; the general department when left out. */
  department?: DepartmentCode | null | undefined;
  /** Where the answer should go; optional. */
  email?: string | null | undefined;
  /** At most 5000 characters. */
  message: string;
  /** Who writes. */
  name: string;
  /** +993 and eight digits. */
  phone: string;
};

/** The credentials of an account. */
export type LogInInput = {
  /** The e-mail the account was registered with. */
  email: string;
  /** The account's password. */
  password: string;
};

/** Password reset step 1: the account's e-mail. */
export type RequestPasswordResetInput = {
  /** The e-mail of the account. */
  email: string;
};

/** Sign-up step 1: who the account is for. */
export type SignUpDetailsInput = {
  /** Until when the certificate is valid; not in the past. */
  certificateExpiresOn: string;
  /** The institution's certificate number. */
  certificateNumber: string;
  /** Where the code is sent; becomes the login. */
  email: string;
  /** The institution's name. */
  institutionName: string;
  /** The responsible employee's name. */
  name: string;
  /** +993 and eight digits; spaces, brackets and dashes of a mask are accepted. */
  phone: string;
  /** The privacy policy was read and accepted; must be true. */
  privacyPolicyAccepted: boolean;
  /** The institution's state register number. */
  stateRegisterNumber: string;
};

/** What kind of problem a `UserError` reports. */
export type UserErrorCode =
  /** The operation failed for a reason the message explains. */
  | 'FAILED'
  /** A field's value is missing or not acceptable; the message says why. */
  | 'INVALID'
  /** The one-time code is wrong; the code field should be marked, with no message shown. */
  | 'INVALID_CODE'
  /** The e-mail and password (or the current password) do not match an account. */
  | 'INVALID_CREDENTIALS'
  /** The e-mail could not be sent; nothing was lost, the person may try again later. */
  | 'MAIL_NOT_SENT'
  /** The record is no longer in a state that allows this (e.g. a request that is not pending). */
  | 'NOT_ALLOWED'
  /** The record named does not exist or is not the caller's. */
  | 'NOT_FOUND'
  /** Too many attempts in a short time; the message says when to try again. */
  | 'RATE_LIMITED';

/** Sign-up step 2: the e-mailed code. */
export type VerifySignUpCodeInput = {
  /** The `challenge` of step 1. */
  challenge: string;
  /** The six digits from the e-mail. */
  code: string;
};

export type CompletePasswordResetMutationVariables = Exact<{
  input: CompletePasswordResetInput;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: { userName: string | null, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type CompleteSignUpMutationVariables = Exact<{
  input: CompleteSignUpInput;
}>;


export type CompleteSignUpMutation = { completeSignUp: { userName: string | null, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
}>;


export type LogInMutation = { logIn: { userName: string | null, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type PasswordResetLinkValidQueryVariables = Exact<{
  userId: string | number;
  linkCode: string;
}>;


export type PasswordResetLinkValidQuery = { passwordResetLinkValid: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { requested: boolean, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type RequestSignUpCodeMutationVariables = Exact<{
  input: SignUpDetailsInput;
}>;


export type RequestSignUpCodeMutation = { requestSignUpCode: { challenge: string | null, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type SessionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCheckQuery = { me: { name: string } | null };

export type VerifySignUpCodeMutationVariables = Exact<{
  input: VerifySignUpCodeInput;
}>;


export type VerifySignUpCodeMutation = { verifySignUpCode: { verified: boolean, triesLeft: number | null, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type AboutPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutPageQuery = { aboutPage: { foundedIn: string, title: { tm: string, ru: string, en: string }, introduction: Array<{ tm: string, ru: string, en: string }>, duties: Array<{ code: string, text: { tm: string, ru: string, en: string } }> } };

export type ContactsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactsPageQuery = { contactsPage: { address: { tm: string, ru: string, en: string }, workingHours: Array<{ days: string, opensAt: string, closesAt: string }>, departments: Array<{ code: DepartmentCode, phones: Array<string>, emails: Array<string>, name: { tm: string, ru: string, en: string } }> } };

export type ServicesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesPageQuery = { servicesPage: { title: { tm: string, ru: string, en: string }, description: { tm: string, ru: string, en: string }, sections: Array<(
      { code: string }
      & { ' $fragmentRefs'?: { 'ServicesAccordion_SectionFragment': ServicesAccordion_SectionFragment } }
    )> } };

export type ServicesAccordion_SectionFragment = { code: string, title: { tm: string, ru: string, en: string }, description: { tm: string, ru: string, en: string }, services: Array<{ code: string, title: { tm: string, ru: string, en: string }, description: { tm: string, ru: string, en: string } }> } & { ' $fragmentName'?: 'ServicesAccordion_SectionFragment' };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: { sent: boolean, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };

export type HomeLatestNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeLatestNewsQuery = { latestNews: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'HomeNewsCard_ItemFragment': HomeNewsCard_ItemFragment } }
  )> };

export type HomeNewsCard_ItemFragment = { id: string, posterUrl: string, publishedAt: string, title: { tm: string, ru: string, en: string } } & { ' $fragmentName'?: 'HomeNewsCard_ItemFragment' };

export type MapCheckpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type MapCheckpointsQuery = { checkpoints: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'CheckpointMarker_CheckpointFragment': CheckpointMarker_CheckpointFragment;'NeighbourList_CheckpointFragment': NeighbourList_CheckpointFragment } }
  )> };

export type CheckpointMarker_CheckpointFragment = { id: string, latitude: number, longitude: number, phone: string | null, name: { tm: string, ru: string, en: string }, description: { tm: string, ru: string, en: string }, region: { id: string, name: { tm: string, ru: string, en: string } }, borderingCountry: { id: string, name: { tm: string, ru: string, en: string } } } & { ' $fragmentName'?: 'CheckpointMarker_CheckpointFragment' };

export type NeighbourList_CheckpointFragment = { id: string, latitude: number, longitude: number, name: { tm: string, ru: string, en: string }, borderingCountry: { id: string, code: string, name: { tm: string, ru: string, en: string } } } & { ' $fragmentName'?: 'NeighbourList_CheckpointFragment' };

export type NewsArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsArticleQuery = { newsArticle: { item: (
      { id: string }
      & { ' $fragmentRefs'?: { 'NewsStory_ItemFragment': NewsStory_ItemFragment } }
    ), relatedNews: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NewsStory_ItemFragment': NewsStory_ItemFragment } }
    )> } | null };

export type NewsPageQueryVariables = Exact<{
  page: number;
}>;


export type NewsPageQuery = { newsPage: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NewsCard_ItemFragment': NewsCard_ItemFragment } }
    )>, pageInfo: { page: number, pageCount: number, totalCount: number } } | null };

export type NewsCard_ItemFragment = { id: string, posterUrl: string, publishedAt: string, views: number, title: { tm: string, ru: string, en: string } } & { ' $fragmentName'?: 'NewsCard_ItemFragment' };

export type NewsStory_ItemFragment = { id: string, posterUrl: string, publishedAt: string, views: number, title: { tm: string, ru: string, en: string }, bodyHtml: { tm: string, ru: string, en: string } } & { ' $fragmentName'?: 'NewsStory_ItemFragment' };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { loggedOut: boolean } };

export type ShellContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellContactsQuery = { contactsPage: { address: { tm: string, ru: string, en: string }, workingHours: Array<{ days: string, opensAt: string, closesAt: string }>, departments: Array<{ code: DepartmentCode, phones: Array<string>, emails: Array<string> }> } };

export type ShellMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellMeQuery = { me: { id: string, name: string } | null };

export const ServicesAccordion_SectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesAccordion_section"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode<ServicesAccordion_SectionFragment, unknown>;
export const HomeNewsCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeNewsCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<HomeNewsCard_ItemFragment, unknown>;
export const CheckpointMarker_CheckpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMarker_checkpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"borderingCountry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode<CheckpointMarker_CheckpointFragment, unknown>;
export const NeighbourList_CheckpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NeighbourList_checkpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borderingCountry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<NeighbourList_CheckpointFragment, unknown>;
export const NewsCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<NewsCard_ItemFragment, unknown>;
export const NewsStory_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStory_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<NewsStory_ItemFragment, unknown>;
export const CompletePasswordResetDocument = {"__meta__":{"hash":"sha256:d658ce50bf87a3eee4ce17a0a3ffec7dc37a70cf5ab7381b0dbd3f52d85962fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const CompleteSignUpDocument = {"__meta__":{"hash":"sha256:24ee61b27d50d3110ea5e4a5f45d553d497a49a2decafdf1e22e43c7ed02f47d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSignUpMutation, CompleteSignUpMutationVariables>;
export const LogInDocument = {"__meta__":{"hash":"sha256:3110d6887ce6f98a9ee4f6bb19d2b22085f75ac0378bf26c9d552568088849a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const PasswordResetLinkValidDocument = {"__meta__":{"hash":"sha256:fe199bdc5613091beaa43f1dac61b11cf9658e7734b98587810f025330617054"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLinkValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLinkValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"linkCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkCode"}}}]}]}}]} as unknown as DocumentNode<PasswordResetLinkValidQuery, PasswordResetLinkValidQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:4d0732bd87e8d9e318e4f1d5ed26f3c3cf0b4fb1a175ade1207e5a73bbd5d7b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const RequestSignUpCodeDocument = {"__meta__":{"hash":"sha256:ef8867d7aac6d071fc6a5068a434c8d333121594478fdac1b2e65fe76c5cec61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSignUpCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignUpCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RequestSignUpCodeMutation, RequestSignUpCodeMutationVariables>;
export const SessionCheckDocument = {"__meta__":{"hash":"sha256:95c0e5878431db0b9605b2771ccb802d43b21fc969c71aa7e2cdc82dfe23adbc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionCheckQuery, SessionCheckQueryVariables>;
export const VerifySignUpCodeDocument = {"__meta__":{"hash":"sha256:f464a309f4f0b478b60c21df2676ee25cbbf2cf308b7ba04e68356a4c9c7eadc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySignUpCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySignUpCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySignUpCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"triesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<VerifySignUpCodeMutation, VerifySignUpCodeMutationVariables>;
export const AboutPageDocument = {"__meta__":{"hash":"sha256:58f0bcfa79c96501232b2093913cfbb054ba0f6158c9a0773436a850bd459cb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aboutPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"introduction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"foundedIn"}},{"kind":"Field","name":{"kind":"Name","value":"duties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AboutPageQuery, AboutPageQueryVariables>;
export const ContactsPageDocument = {"__meta__":{"hash":"sha256:2067f2b021f8928d28fd3ef75deffcb497593eb300d0eb0ca4e345b0b3c82f00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}}]}}]}}]}}]} as unknown as DocumentNode<ContactsPageQuery, ContactsPageQueryVariables>;
export const ServicesPageDocument = {"__meta__":{"hash":"sha256:96f85d1a73277c74a4fe0dd360a296f125954c321277f9f31869d4e988a6c806"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesAccordion_section"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesAccordion_section"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode<ServicesPageQuery, ServicesPageQueryVariables>;
export const SendFeedbackDocument = {"__meta__":{"hash":"sha256:c1cddd90706f430efae7cb3c3a1543c51518c2910d2fd6ef194989e536ea4e6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const HomeLatestNewsDocument = {"__meta__":{"hash":"sha256:401fb76c8b6928168f24ad748ed8a72ffeb1ed816785f70962cfb955d1fe9114"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeLatestNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeNewsCard_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeNewsCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<HomeLatestNewsQuery, HomeLatestNewsQueryVariables>;
export const MapCheckpointsDocument = {"__meta__":{"hash":"sha256:57418a28214f6808291f3a74795aa411107a7d3838173a8d4e0976b40cdd9eed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapCheckpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointMarker_checkpoint"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NeighbourList_checkpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointMarker_checkpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"borderingCountry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NeighbourList_checkpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"borderingCountry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<MapCheckpointsQuery, MapCheckpointsQueryVariables>;
export const NewsArticleDocument = {"__meta__":{"hash":"sha256:025d57a7d83a88119e64b4511383c6a0a853e1aa5d768dd146cf2b2718391e27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStory_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsStory_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsStory_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<NewsArticleQuery, NewsArticleQueryVariables>;
export const NewsPageDocument = {"__meta__":{"hash":"sha256:acda5a78507d27f6948d6c823718c035813135065ce84f116074d0ff3128cd19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]} as unknown as DocumentNode<NewsPageQuery, NewsPageQueryVariables>;
export const LogOutDocument = {"__meta__":{"hash":"sha256:d4c7b76f4166153f6ab6bc8875ada9f0bb18ff682b4b011561fff1d7a6fce5e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const ShellContactsDocument = {"__meta__":{"hash":"sha256:8761d05315d0e1bc80816dd0011919a91a082d3a3178f18a9657f8a39e3085ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tm"}},{"kind":"Field","name":{"kind":"Name","value":"ru"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}}]}}]}}]}}]} as unknown as DocumentNode<ShellContactsQuery, ShellContactsQueryVariables>;
export const ShellMeDocument = {"__meta__":{"hash":"sha256:606bdb80526d38c86777c39135cefd265d49657dd8013518705c9f125f93b5b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ShellMeQuery, ShellMeQueryVariables>;