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

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: { sent: boolean, userErrors: Array<{ field: string | null, message: string, code: UserErrorCode }> } };


export const CompletePasswordResetDocument = {"__meta__":{"hash":"sha256:d658ce50bf87a3eee4ce17a0a3ffec7dc37a70cf5ab7381b0dbd3f52d85962fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompletePasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletePasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const CompleteSignUpDocument = {"__meta__":{"hash":"sha256:24ee61b27d50d3110ea5e4a5f45d553d497a49a2decafdf1e22e43c7ed02f47d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSignUpMutation, CompleteSignUpMutationVariables>;
export const LogInDocument = {"__meta__":{"hash":"sha256:3110d6887ce6f98a9ee4f6bb19d2b22085f75ac0378bf26c9d552568088849a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const PasswordResetLinkValidDocument = {"__meta__":{"hash":"sha256:fe199bdc5613091beaa43f1dac61b11cf9658e7734b98587810f025330617054"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLinkValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLinkValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"linkCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkCode"}}}]}]}}]} as unknown as DocumentNode<PasswordResetLinkValidQuery, PasswordResetLinkValidQueryVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:4d0732bd87e8d9e318e4f1d5ed26f3c3cf0b4fb1a175ade1207e5a73bbd5d7b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const RequestSignUpCodeDocument = {"__meta__":{"hash":"sha256:ef8867d7aac6d071fc6a5068a434c8d333121594478fdac1b2e65fe76c5cec61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSignUpCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignUpCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RequestSignUpCodeMutation, RequestSignUpCodeMutationVariables>;
export const SessionCheckDocument = {"__meta__":{"hash":"sha256:95c0e5878431db0b9605b2771ccb802d43b21fc969c71aa7e2cdc82dfe23adbc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionCheckQuery, SessionCheckQueryVariables>;
export const VerifySignUpCodeDocument = {"__meta__":{"hash":"sha256:f464a309f4f0b478b60c21df2676ee25cbbf2cf308b7ba04e68356a4c9c7eadc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySignUpCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifySignUpCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySignUpCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"triesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<VerifySignUpCodeMutation, VerifySignUpCodeMutationVariables>;
export const SendFeedbackDocument = {"__meta__":{"hash":"sha256:c1cddd90706f430efae7cb3c3a1543c51518c2910d2fd6ef194989e536ea4e6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;