/**
 * The REST API's shapes, generated from its own description (`GET /api/openapi.json`, made from
 * the TypeBox schemas that validate its requests and answers) by openapi-typescript. Do not edit:
 * run `npm run rest-types` after changing a route schema of the API; a test fails when stale.
 */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API process answers (liveness; the database is not asked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            database: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API takes new requests (for a balancer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This description of the API (OpenAPI 3.1) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openapi: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sanctum's handshake: sets the XSRF-TOKEN cookie
         * @description For browser clients written for Sanctum. With a session cookie, XSRF-TOKEN is the value its calls must echo as X-XSRF-TOKEN; without one it carries no authority. The session cookie itself comes from login, sign-up and password reset.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cookie set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password; answers a bearer token and sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: password */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "invalid_creds";
                            token?: string;
                            currentUserName?: string;
                            message?: string;
                            /** @description On success: this device is trusted for the account for 30 days. Also set as the httpOnly trusted_device cookie; a gateway keeps it in its own cookie and sends it back as that cookie at its next login, so failed logins of others cannot lock this device out */
                            device_token?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log out: the token stops working, whether sent as bearer or session cookie */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up in three phases: details, the e-mailed code, the password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        phase: 1;
                        /** Format: single-line */
                        name: string;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: single-line */
                        corpname: string;
                        /** Format: single-line */
                        ygtyyarnama_no: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        ygtyyarnama_expire_date: string;
                        /** Format: single-line */
                        yegrpo: string;
                        /**
                         * @description The privacy policy was accepted
                         * @enum {boolean}
                         */
                        privacy_accepted: true;
                    } | {
                        /** @enum {number} */
                        phase: 2;
                        /** @description The six-digit code */
                        otp: string;
                        /** Format: single-line */
                        otp_hashed: string;
                    } | {
                        /** @enum {number} */
                        phase: 3;
                        /** Format: single-line */
                        otp_hashed: string;
                        /** Format: password */
                        passwd: string;
                        /** Format: password */
                        passwd_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "invalid_otp" | "error_sending_email";
                            /** @description Phase 1: the challenge to send back with phases 2 and 3 */
                            otp_hashed?: string;
                            /** @description invalid_otp: wrong codes still allowed */
                            tries_left?: number;
                            /** @description Phase 3: the bearer token of the new account */
                            token?: string;
                            currentUserName?: string;
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passwd-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a forgotten password in three phases: request a link, check it, set the password
         * @description Phase 1 answers `success` at once whether or not the e-mail has an account; the link is mailed afterwards.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {number} */
                        phase: 1;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                    } | {
                        /** @enum {number} */
                        phase: 2;
                        /** @description The `user_id` of the e-mailed link: the id, or its digits as text */
                        user_id?: number | string | null;
                        /**
                         * Format: single-line
                         * @description The code in the path of the e-mailed link
                         */
                        link_value?: string;
                    } | {
                        /** @enum {number} */
                        phase: 3;
                        /** @description The `user_id` of the e-mailed link: the id, or its digits as text */
                        user_id?: number | string | null;
                        /**
                         * Format: single-line
                         * @description The code in the path of the e-mailed link
                         */
                        link_value?: string;
                        /** Format: password */
                        new_password: string;
                        /** Format: password */
                        new_password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "failure";
                            token?: string;
                            currentUserName?: string;
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's details */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description client: a haulier; operator: staff of the enterprise */
                            role: "client" | "operator";
                            name: string;
                            email: string;
                            phone: string;
                            corpname: string;
                            ygtyyarnama_no: string;
                            ygtyyarnama_expire_date: string | null;
                            yegrpo: string;
                            /** @description A new address waiting for the code mailed to it (`POST /api/email-change`); null when none is */
                            pending_email: string | null;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the account's details
         * @description A new `email` needs the current `password`; it takes effect once the code mailed to the new address is confirmed at `POST /api/email-change`, and the old address is then told.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        name: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /** Format: single-line */
                        corpname: string;
                        /** Format: single-line */
                        ygtyyarnama_no: string;
                        /** Format: single-line */
                        yegrpo: string;
                        /** Format: password */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "failure";
                            data?: {
                                id: number;
                                /** @description client: a haulier; operator: staff of the enterprise */
                                role: "client" | "operator";
                                name: string;
                                email: string;
                                phone: string;
                                corpname: string;
                                ygtyyarnama_no: string;
                                ygtyyarnama_expire_date: string | null;
                                yegrpo: string;
                                /** @description A new address waiting for the code mailed to it (`POST /api/email-change`); null when none is */
                                pending_email: string | null;
                            };
                            /** @description The new address a code was sent to; the e-mail changes once the code is confirmed */
                            pending_email?: string;
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a new e-mail address with the code mailed to it
         * @description The other sessions of the account end; the old address is told of the change. A wrong code answers `invalid_otp` with the tries left (5 per code).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The code sent to the new address */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "invalid_otp";
                            data?: {
                                id: number;
                                /** @description client: a haulier; operator: staff of the enterprise */
                                role: "client" | "operator";
                                name: string;
                                email: string;
                                phone: string;
                                corpname: string;
                                ygtyyarnama_no: string;
                                ygtyyarnama_expire_date: string | null;
                                yegrpo: string;
                                /** @description A new address waiting for the code mailed to it (`POST /api/email-change`); null when none is */
                                pending_email: string | null;
                            };
                            /** @description invalid_otp: wrong codes still allowed */
                            tries_left?: number;
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passwd-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; other sessions of the account end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: password */
                        old_passwd: string;
                        /** Format: password */
                        passwd: string;
                        /** Format: password */
                        passwd_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "invalid_credentials";
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every operator account, invited and deactivated ones included, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            operators: {
                                id: number;
                                name: string;
                                email: string;
                                status: "invited" | "active" | "deactivated";
                                lang: "tm" | "ru" | "en";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/operators/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a person to become an operator: the account is made (invited) and a link to set its password is e-mailed in `lang` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: single-line */
                        name: string;
                        lang: "tm" | "ru" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            operator: {
                                id: number;
                                name: string;
                                email: string;
                                status: "invited" | "active" | "deactivated";
                                lang: "tm" | "ru" | "en";
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/operators/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate another operator: its sessions end at once, it cannot log in (422 on `status` for oneself) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            operator: {
                                id: number;
                                name: string;
                                email: string;
                                status: "invited" | "active" | "deactivated";
                                lang: "tm" | "ru" | "en";
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/operators/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a deactivated operator log in again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            operator: {
                                id: number;
                                name: string;
                                email: string;
                                status: "invited" | "active" | "deactivated";
                                lang: "tm" | "ru" | "en";
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator-invitation/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an invitation link is live: the invited e-mail and name, or 404 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            name: string;
                            /** Format: date-time */
                            expires_at: string;
                            /** @description The invitation letter's language, the page's to open in */
                            lang: "tm" | "ru" | "en";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator-invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: set the password, activate the account and log it in (a bearer token and the session cookie); 422 on `token` when the link is unknown, used or expired */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        token: string;
                        /** Format: password */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            token: string;
                            currentUserName: string;
                            account: {
                                id: number;
                                /** @description client: a haulier; operator: staff of the enterprise */
                                role: "client" | "operator";
                                name: string;
                                email: string;
                                phone: string;
                                corpname: string;
                                ygtyyarnama_no: string;
                                ygtyyarnama_expire_date: string | null;
                                yegrpo: string;
                                /** @description A new address waiting for the code mailed to it (`POST /api/email-change`); null when none is */
                                pending_email: string | null;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/main": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The main page: the four latest news, a bare list as the earlier client reads it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description Image path under the API root, e.g. storage/posters/… */
                            poster: string;
                            /** @description Absolute URL of the poster image */
                            poster_url: string;
                            /** @description Smaller renderings of an uploaded poster, narrowest first (WebP); empty for a drawn (SVG) poster, which scales itself */
                            poster_variants: {
                                /** @description Image path under the API root, e.g. storage/news-posters/… */
                                path: string;
                                /** @description In pixels */
                                width: number;
                                /** @description In pixels */
                                height: number;
                                /** @enum {string} */
                                type: "image/webp";
                            }[];
                            /**
                             * Format: date-time
                             * @description When the item was published
                             */
                            created_at: string;
                            views: number;
                            title_tm: string;
                            title_ru: string;
                            title_en: string;
                            /** @description Sanitized HTML */
                            description_tm: string;
                            /** @description Sanitized HTML */
                            description_ru: string;
                            /** @description Sanitized HTML */
                            description_en: string;
                        }[];
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news-all/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News, newest first, 12 a page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            news: {
                                id: number;
                                /** @description Image path under the API root, e.g. storage/posters/… */
                                poster: string;
                                /** @description Absolute URL of the poster image */
                                poster_url: string;
                                /** @description Smaller renderings of an uploaded poster, narrowest first (WebP); empty for a drawn (SVG) poster, which scales itself */
                                poster_variants: {
                                    /** @description Image path under the API root, e.g. storage/news-posters/… */
                                    path: string;
                                    /** @description In pixels */
                                    width: number;
                                    /** @description In pixels */
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp";
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the item was published
                                 */
                                created_at: string;
                                views: number;
                                title_tm: string;
                                title_ru: string;
                                title_en: string;
                                /** @description Sanitized HTML */
                                description_tm: string;
                                /** @description Sanitized HTML */
                                description_ru: string;
                                /** @description Sanitized HTML */
                                description_en: string;
                            }[];
                            /** @description All news items */
                            news_count: number;
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The services page: three areas of work and their services */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            services: {
                                title_tm: string;
                                title_ru: string;
                                title_en: string;
                                description_tm: string;
                                description_ru: string;
                                description_en: string;
                                sections: {
                                    code: string;
                                    title_tm: string;
                                    title_ru: string;
                                    title_en: string;
                                    description_tm: string;
                                    description_ru: string;
                                    description_en: string;
                                    items: {
                                        code: string;
                                        title_tm: string;
                                        title_ru: string;
                                        title_en: string;
                                        description_tm: string;
                                        description_ru: string;
                                        description_en: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/about-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** About the enterprise: introduction and its 14 duties */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            about: {
                                title_tm: string;
                                title_ru: string;
                                title_en: string;
                                intro_tm: string[];
                                intro_ru: string[];
                                intro_en: string[];
                                founded: string;
                                duties: {
                                    code: string;
                                    text_tm: string;
                                    text_ru: string;
                                    text_en: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts: departments, address and working hours */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts: {
                                address_tm: string;
                                address_ru: string;
                                address_en: string;
                                hours: {
                                    days: string;
                                    from: string;
                                    to: string;
                                }[];
                                departments: {
                                    code: string;
                                    name_tm: string;
                                    name_ru: string;
                                    name_en: string;
                                    phones: string[];
                                    emails: string[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** RSS 2.0 feed of the news */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description RSS 2.0 XML */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/rss+xml": string;
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/posters/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A news poster image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/online/storage/posters/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same poster, at the path the earlier web client builds (`/online/{poster}`) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                        "image/webp": string;
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/news-posters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A poster the office uploaded for a published news item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/storage/news-posters/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A smaller rendering of an uploaded poster, as a news item's `poster_variants` name it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rendering, WebP */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news item with related news; counts a view */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description Image path under the API root, e.g. storage/posters/… */
                            poster: string;
                            /** @description Absolute URL of the poster image */
                            poster_url: string;
                            /** @description Smaller renderings of an uploaded poster, narrowest first (WebP); empty for a drawn (SVG) poster, which scales itself */
                            poster_variants: {
                                /** @description Image path under the API root, e.g. storage/news-posters/… */
                                path: string;
                                /** @description In pixels */
                                width: number;
                                /** @description In pixels */
                                height: number;
                                /** @enum {string} */
                                type: "image/webp";
                            }[];
                            /**
                             * Format: date-time
                             * @description When the item was published
                             */
                            created_at: string;
                            views: number;
                            title_tm: string;
                            title_ru: string;
                            title_en: string;
                            /** @description Sanitized HTML */
                            description_tm: string;
                            /** @description Sanitized HTML */
                            description_ru: string;
                            /** @description Sanitized HTML */
                            description_en: string;
                        } & {
                            related_news: {
                                id: number;
                                /** @description Image path under the API root, e.g. storage/posters/… */
                                poster: string;
                                /** @description Absolute URL of the poster image */
                                poster_url: string;
                                /** @description Smaller renderings of an uploaded poster, narrowest first (WebP); empty for a drawn (SVG) poster, which scales itself */
                                poster_variants: {
                                    /** @description Image path under the API root, e.g. storage/news-posters/… */
                                    path: string;
                                    /** @description In pixels */
                                    width: number;
                                    /** @description In pixels */
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp";
                                }[];
                                /**
                                 * Format: date-time
                                 * @description When the item was published
                                 */
                                created_at: string;
                                views: number;
                                title_tm: string;
                                title_ru: string;
                                title_en: string;
                                /** @description Sanitized HTML */
                                description_tm: string;
                                /** @description Sanitized HTML */
                                description_ru: string;
                                /** @description Sanitized HTML */
                                description_en: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every news item, drafts included, the last changed first, 20 a page */
        get: {
            parameters: {
                query?: {
                    status?: "draft" | "published" | "unpublished";
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                status: "draft" | "published" | "unpublished";
                                title: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description Sanitized: as it will be shown */
                                body_html: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description The public path, once published */
                                poster: string;
                                poster_file_id: number | null;
                                /** @description Where an operator sees the poster now */
                                poster_url: string;
                                published_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                views: number;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a news item as a draft: headlines and HTML bodies in tm, ru, en and a poster (multipart)
         * @description multipart/form-data. The HTML is sanitized on save. The poster: jpeg, png, webp by content, at most 2000000 bytes (required).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: single-line */
                        title_tm: string;
                        /** Format: single-line */
                        title_ru: string;
                        /** Format: single-line */
                        title_en: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_tm: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_ru: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_en: string;
                        /**
                         * Format: binary
                         * @description The poster image (required to create)
                         */
                        poster?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                status: "draft" | "published" | "unpublished";
                                title: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description Sanitized: as it will be shown */
                                body_html: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description The public path, once published */
                                poster: string;
                                poster_file_id: number | null;
                                /** @description Where an operator sees the poster now */
                                poster_url: string;
                                published_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                views: number;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news item in any status, for editing and preview */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            status: "draft" | "published" | "unpublished";
                            title: {
                                tm: string;
                                ru: string;
                                en: string;
                            };
                            /** @description Sanitized: as it will be shown */
                            body_html: {
                                tm: string;
                                ru: string;
                                en: string;
                            };
                            /** @description The public path, once published */
                            poster: string;
                            poster_file_id: number | null;
                            /** @description Where an operator sees the poster now */
                            poster_url: string;
                            published_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            views: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Change a news item; a new poster replaces the old, and a published item changes on the public site at once
         * @description multipart/form-data. The HTML is sanitized on save. The poster: jpeg, png, webp by content, at most 2000000 bytes (optional).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: single-line */
                        title_tm: string;
                        /** Format: single-line */
                        title_ru: string;
                        /** Format: single-line */
                        title_en: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_tm: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_ru: string;
                        /**
                         * Format: multi-line
                         * @description HTML; sanitized on save
                         */
                        description_en: string;
                        /**
                         * Format: binary
                         * @description The poster image (required to create)
                         */
                        poster?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                status: "draft" | "published" | "unpublished";
                                title: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description Sanitized: as it will be shown */
                                body_html: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description The public path, once published */
                                poster: string;
                                poster_file_id: number | null;
                                /** @description Where an operator sees the poster now */
                                poster_url: string;
                                published_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                views: number;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/news/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft or withdrawn item: on the public site and in RSS at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                status: "draft" | "published" | "unpublished";
                                title: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description Sanitized: as it will be shown */
                                body_html: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description The public path, once published */
                                poster: string;
                                poster_file_id: number | null;
                                /** @description Where an operator sees the poster now */
                                poster_url: string;
                                published_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                views: number;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/news/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a published item from the public site and RSS; it can be published again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                status: "draft" | "published" | "unpublished";
                                title: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description Sanitized: as it will be shown */
                                body_html: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                                /** @description The public path, once published */
                                poster: string;
                                poster_file_id: number | null;
                                /** @description Where an operator sees the poster now */
                                poster_url: string;
                                published_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                views: number;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-client-datas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reference data of the client data forms: licence types, regions with cities */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Licence types */
                            licenses: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            regions: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                cities: {
                                    id: number;
                                    /** @description In the request's language */
                                    name: string;
                                    name_tm: string;
                                    name_ru: string;
                                    name_en: string;
                                    region_id: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reference lists in three languages: countries, brands, licence categories and types, permit types, regions with cities */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            countries: {
                                id: number;
                                code: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                /** @description Whether an e-permit may go there: every country but Turkmenistan itself */
                                permit_destination: boolean;
                            }[];
                            brands: {
                                id: number;
                                title: string;
                                /** @description A truck brand fits cars, a trailer brand trailers; both fits either */
                                kind: "truck" | "trailer" | "both";
                            }[];
                            driving_licence_categories: {
                                id: number;
                                /** @example CE */
                                name: string;
                                description_tm: string;
                                description_ru: string;
                                description_en: string;
                            }[];
                            permit_types: {
                                id: number;
                                /** @description The number the e-permit form sends as permit_type */
                                number: number;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                description_tm: string;
                                description_ru: string;
                                description_en: string;
                                /** @description Listed price in manat */
                                price: number;
                            }[];
                            license_types: {
                                id: number;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            regions: {
                                id: number;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                cities: {
                                    id: number;
                                    name_tm: string;
                                    name_ru: string;
                                    name_en: string;
                                }[];
                            }[];
                            /**
                             * @description Days a loading or unloading permission is valid, as text
                             * @example 30
                             */
                            validity_period: string;
                            /**
                             * Format: date
                             * @description The last day a permission filed today would be valid: today in Ashgabat plus the validity period, as the form shows it
                             */
                            permission_valid_until: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Turkmenistan's road border checkpoints with their region, neighbour and place */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkpoints: {
                                id: number;
                                code: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                description_tm: string;
                                description_ru: string;
                                description_en: string;
                                /** @description Region of Turkmenistan */
                                region: {
                                    id: number;
                                    name_tm: string;
                                    name_ru: string;
                                    name_en: string;
                                };
                                /** @description The bordering country */
                                country: {
                                    id: number;
                                    code: string;
                                    name_tm: string;
                                    name_ru: string;
                                    name_en: string;
                                };
                                /** @description Latitude, degrees north */
                                lat: number;
                                /** @description Longitude, degrees east */
                                lon: number;
                                /** @description Contact phone, if any */
                                phone: string | null;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to a department of the enterprise */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default general_dep */
                        department?: "general_dep" | "technical_dep";
                        /** Format: single-line */
                        name: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email?: string;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /** Format: multi-line */
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "error_sending_email";
                            message?: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded file, to its owner or an operator */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The bytes, with the type found in their content */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The companies the caller is a member of, the one the session works for, and those that suspended them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current: number | null;
                            companies: {
                                id: number;
                                name: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                            }[];
                            /** @description The companies that suspended the caller: they reach none of their records until reactivated, and may leave them */
                            suspended: {
                                id: number;
                                name: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The session works for another of the caller’s companies from now on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            company: {
                                id: number;
                                name: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller leaves one of their companies; 422 for its last active administrator. The sessions that worked for it work for another of theirs (their own first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The company the session works for now; null when the person is in none */
                            company: {
                                id: number;
                                name: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                            } | null;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's company's members, and (to an administrator) its open invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                id: number;
                                user_id: number;
                                name: string;
                                email: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                                status: "active" | "suspended";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            invitations: {
                                id: number;
                                email: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                                lang: "tm" | "ru" | "en";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                expires_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a person by e-mail with a role; the letter, in `lang` (default the caller’s), carries a link valid for 72 hours */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                        role: "administrator" | "dispatcher" | "viewer";
                        lang?: "tm" | "ru" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invitation not yet accepted: its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a member's role or suspend or reactivate them; 422 when it would leave the company without an active administrator */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                        role?: "administrator" | "dispatcher" | "viewer";
                        status?: "active" | "suspended";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            member: {
                                id: number;
                                user_id: number;
                                name: string;
                                email: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                                status: "active" | "suspended";
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a member from the company; 422 for its last active administrator */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-invitation/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a live invitation link invites to, and whether its address has an account; 422 on `token` when unknown, used, revoked or expired */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            company_name: string;
                            email: string;
                            /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                            role: "administrator" | "dispatcher" | "viewer";
                            account_exists: boolean;
                            /** @description The invitation letter's language, the page's to open in */
                            lang: "tm" | "ru" | "en";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in person, whose e-mail was invited, joins the company; the session works for it from now on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            company: {
                                id: number;
                                name: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-invitation/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A person without an account accepts: an account for the invited e-mail, a member of the company, signed in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        token: string;
                        /** Format: single-line */
                        name: string;
                        /** Format: password */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            token: string;
                            currentUserName: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A haulier company (the account it was signed up with) and its members */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            members: {
                                id: number;
                                user_id: number;
                                name: string;
                                email: string;
                                /** @description administrator: everything and the members; dispatcher: the daily work; viewer: reads */
                                role: "administrator" | "dispatcher" | "viewer";
                                status: "active" | "suspended";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the company's members did, and what the office did to its records, newest first, 20 a page
         * @description Narrowed by member, kind and days when they are given; `total` counts what the filter leaves. A bad date, an unknown kind, or `from` after `to` is a 422 naming the parameter.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    /** @description Only what this member did: the member's account id (`user_id` of a member) */
                    member_id?: number;
                    /** @description request_filed, permit_filed, payment_opened (a member opened a payment of an e-permit), request_canceled, status_changed (an operator or the payment provider moved a record), driver_/vehicle_ added, changed, removed, member_invited, invitation_accepted (the invited person joined), member_changed (role or suspension), member_removed (by an administrator), member_left (of their own accord) */
                    kind?: "request_filed" | "permit_filed" | "payment_opened" | "request_canceled" | "status_changed" | "driver_added" | "driver_changed" | "driver_removed" | "vehicle_added" | "vehicle_changed" | "vehicle_removed" | "member_invited" | "invitation_accepted" | "member_changed" | "member_removed" | "member_left";
                    /**
                     * @description On this day (Ashgabat) or later
                     * @example 2027-05-31
                     */
                    from?: string;
                    /**
                     * @description On this day (Ashgabat) or earlier
                     * @example 2027-05-31
                     */
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description Stable across pages */
                                id: string;
                                /** @description request_filed, permit_filed, payment_opened (a member opened a payment of an e-permit), request_canceled, status_changed (an operator or the payment provider moved a record), driver_/vehicle_ added, changed, removed, member_invited, invitation_accepted (the invited person joined), member_changed (role or suspension), member_removed (by an administrator), member_left (of their own accord) */
                                kind: "request_filed" | "permit_filed" | "payment_opened" | "request_canceled" | "status_changed" | "driver_added" | "driver_changed" | "driver_removed" | "vehicle_added" | "vehicle_changed" | "vehicle_removed" | "member_invited" | "invitation_accepted" | "member_changed" | "member_removed" | "member_left";
                                /** Format: date-time */
                                at: string;
                                actor: "member" | "operator" | "payment_provider";
                                member: {
                                    /** @description The member's account id */
                                    id: number;
                                    name: string;
                                } | null;
                                record: {
                                    /** @description A payment is named by the e-permit it pays */
                                    kind: "permit" | "online_application" | "cargo_permission" | "driver" | "transport" | "member" | "invitation";
                                    id: number;
                                    /** @description A driver's name, a vehicle's plate, a member's name, an invitation's e-mail, a request's number; null for an e-permit (its number is its id) */
                                    title: string | null;
                                    /** @description For a request: 1 online application, 2 loading permission, 3 unloading permission */
                                    model_id: 1 | 2 | 3 | null;
                                    /** @description For a driver or a vehicle still in the fleet: whether it is the legal entity's; null once removed */
                                    is_legal: boolean | null;
                                    /** @description For a vehicle: true for a car (truck), false for a trailer */
                                    is_car: boolean | null;
                                };
                                /** @description For a status change: the new status, in the request language */
                                status: string | null;
                            }[];
                            /** @description The company's members now, by name: what the member filter offers */
                            members: {
                                /** @description The member's account id */
                                id: number;
                                name: string;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get/client/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's client profile of one kind (1 legal, 0 individual), or [] */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 1 legal entity, 0 individual */
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            user_id: number;
                            is_legal: boolean;
                            /** @description The region id (as the earlier client reads it) */
                            region: number;
                            region_id: number;
                            /** @description In the request's language */
                            region_name: string;
                            /** @description The city id (as the earlier client reads it) */
                            city: number;
                            city_id: number;
                            /** @description In the request's language */
                            city_name: string;
                            phone: string;
                            email: string;
                            license_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            license_expire_date: string;
                            license_types: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            files: {
                                /** @description Legal: 1 licence, 2 certificate, 3 EGRPO; individual: 0 patent, 1 licence */
                                type: number;
                                id: number;
                                /** @description GET with the bearer token: /api/files/{id} */
                                url: string;
                                /** @description The uploaded file's name, for display */
                                name: string;
                            }[];
                            balance: number | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company_name: string;
                            address: string;
                            yegrpo_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            yegrpo_expire_date: string;
                            certificate_number: string;
                            bank_details: string;
                            account_number: string;
                        } | {
                            id: number;
                            user_id: number;
                            is_legal: boolean;
                            /** @description The region id (as the earlier client reads it) */
                            region: number;
                            region_id: number;
                            /** @description In the request's language */
                            region_name: string;
                            /** @description The city id (as the earlier client reads it) */
                            city: number;
                            city_id: number;
                            /** @description In the request's language */
                            city_name: string;
                            phone: string;
                            email: string;
                            license_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            license_expire_date: string;
                            license_types: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            files: {
                                /** @description Legal: 1 licence, 2 certificate, 3 EGRPO; individual: 0 patent, 1 licence */
                                type: number;
                                id: number;
                                /** @description GET with the bearer token: /api/files/{id} */
                                url: string;
                                /** @description The uploaded file's name, for display */
                                name: string;
                            }[];
                            balance: number | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            surname: string;
                            name: string;
                            patronymic: string;
                            patent_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            patent_expire_date: string;
                        } | unknown[];
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/clients/{user_id}/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A haulier's client profile of one kind (1 legal, 0 individual), or []
         * @description The same answer the haulier gets from /api/get/client/{is_legal}, for the office: operators only (a client gets 403). Its scans download from their `url` with the operator’s token.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: number;
                    /** @description 1 legal entity, 0 individual */
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            user_id: number;
                            is_legal: boolean;
                            /** @description The region id (as the earlier client reads it) */
                            region: number;
                            region_id: number;
                            /** @description In the request's language */
                            region_name: string;
                            /** @description The city id (as the earlier client reads it) */
                            city: number;
                            city_id: number;
                            /** @description In the request's language */
                            city_name: string;
                            phone: string;
                            email: string;
                            license_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            license_expire_date: string;
                            license_types: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            files: {
                                /** @description Legal: 1 licence, 2 certificate, 3 EGRPO; individual: 0 patent, 1 licence */
                                type: number;
                                id: number;
                                /** @description GET with the bearer token: /api/files/{id} */
                                url: string;
                                /** @description The uploaded file's name, for display */
                                name: string;
                            }[];
                            balance: number | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company_name: string;
                            address: string;
                            yegrpo_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            yegrpo_expire_date: string;
                            certificate_number: string;
                            bank_details: string;
                            account_number: string;
                        } | {
                            id: number;
                            user_id: number;
                            is_legal: boolean;
                            /** @description The region id (as the earlier client reads it) */
                            region: number;
                            region_id: number;
                            /** @description In the request's language */
                            region_name: string;
                            /** @description The city id (as the earlier client reads it) */
                            city: number;
                            city_id: number;
                            /** @description In the request's language */
                            city_name: string;
                            phone: string;
                            email: string;
                            license_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            license_expire_date: string;
                            license_types: {
                                id: number;
                                /** @description In the request's language */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            files: {
                                /** @description Legal: 1 licence, 2 certificate, 3 EGRPO; individual: 0 patent, 1 licence */
                                type: number;
                                id: number;
                                /** @description GET with the bearer token: /api/files/{id} */
                                url: string;
                                /** @description The uploaded file's name, for display */
                                name: string;
                            }[];
                            balance: number | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            surname: string;
                            name: string;
                            patronymic: string;
                            patent_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            patent_expire_date: string;
                        } | unknown[];
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update the caller's legal-entity data with its documents */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description A city of /api/get-client-datas; the region follows */
                        city_id: number;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: single-line */
                        license_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        license_expire_date: string;
                        /** @description Licence type ids, sent as license_types[0], license_types[1], … */
                        license_types: number[];
                        /** @description types[i] is the document file[i] is: 1 licence, 2 certificate, 3 state register (EGRPO) extract */
                        types?: (1 | 2 | 3)[];
                        /** Format: single-line */
                        company_name: string;
                        /** Format: single-line */
                        address: string;
                        /** Format: single-line */
                        yegrpo_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        yegrpo_expire_date: string;
                        /** Format: single-line */
                        certificate_number: string;
                        /**
                         * Format: multi-line
                         * @description The bank, its code and the account; may span lines
                         */
                        bank_details: string;
                        /** Format: single-line */
                        account_number: string;
                        /** @description Images (jpeg or png, checked by content, under 7 MB), sent as file[0], file[1], …; types[i] says which document file[i] is (1 licence, 2 certificate, 3 state register (EGRPO) extract); a document sent twice keeps the last file. On creation every document is required; on update a file sent replaces that document. */
                        file?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/individual/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update the caller's individual data with its documents */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description A city of /api/get-client-datas; the region follows */
                        city_id: number;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: single-line */
                        license_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        license_expire_date: string;
                        /** @description Licence type ids, sent as license_types[0], license_types[1], … */
                        license_types: number[];
                        /** @description types[i] is the document file[i] is: 0 patent, 1 licence */
                        types?: (0 | 1)[];
                        /** Format: single-line */
                        name: string;
                        /** Format: single-line */
                        surname: string;
                        /** Format: single-line */
                        patronymic: string;
                        /** Format: single-line */
                        patent_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        patent_expire_date: string;
                        /** @description Images (jpeg or png, checked by content, under 7 MB), sent as file[0], file[1], …; types[i] says which document file[i] is (0 patent, 1 licence); a document sent twice keeps the last file. On creation every document is required; on update a file sent replaces that document. */
                        file?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get/deposit/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deposit (bank balance) of the caller's profile of one kind */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 1 legal entity, 0 individual */
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            /** @description Manat */
                            balance: number;
                        } | {
                            /** @enum {boolean} */
                            status: false;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-driver-datas/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the driver form chooses from: licence categories, cars and trailers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            driving_license_categories: {
                                id: number;
                                code: string;
                                /** @description The category letters, e.g. CE */
                                name: string;
                                /** @description In the request's language */
                                description: string;
                                description_tm: string;
                                description_ru: string;
                                description_en: string;
                            }[];
                            /** @description The caller's live cars of this kind */
                            transports: {
                                id: number;
                                /** @description The plate number */
                                number: string;
                                plate_number: string;
                                /** @description Brand title */
                                brand: string;
                                brand_id: number;
                                /** @description true a car, false a trailer */
                                is_transport: boolean;
                                /** @description The driver it is linked to now, if any */
                                driver_id: number | null;
                            }[];
                            /** @description The caller's live trailers of this kind */
                            trailers: {
                                id: number;
                                /** @description The plate number */
                                number: string;
                                plate_number: string;
                                /** @description Brand title */
                                brand: string;
                                brand_id: number;
                                /** @description true a car, false a trailer */
                                is_transport: boolean;
                                /** @description The driver it is linked to now, if any */
                                driver_id: number | null;
                            }[];
                            client: {
                                id: number;
                                is_legal: boolean;
                                company_name: string | null;
                                surname: string | null;
                                name: string | null;
                                patronymic: string | null;
                                phone: string;
                                email: string;
                                license_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                license_expire_date: string;
                                region_id: number;
                                city_id: number;
                            } | null;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drivers/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's drivers of one kind (1 legal entity, 0 individual), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                drivers: {
                                    id: number;
                                    name: string;
                                    surname: string;
                                    patronymic: string;
                                    driving_license_number: string;
                                    /** Format: date */
                                    driving_license_expired_date: string;
                                    is_legal: boolean;
                                    /** @description Ids of its driving licence categories */
                                    driving_licence_categories: number[];
                                }[];
                            };
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a driver with licence categories and linked cars and trailers */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        name: string;
                        /** Format: single-line */
                        surname: string;
                        /** Format: single-line */
                        patronymic: string;
                        /** Format: single-line */
                        driving_license_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        driving_license_expired_date: string;
                        /**
                         * @description 1 legal entity, 0 individual; on edit the driver keeps its kind
                         * @example 1
                         * @enum {unknown}
                         */
                        is_legal: true | false | 1 | 0 | "1" | "0";
                        /**
                         * @description Ids of driving licence categories
                         * @default []
                         */
                        driving_licence_categories?: number[];
                        /**
                         * @description Ids of the caller's cars and trailers of the same kind to link to this driver; on edit, the links not listed are removed
                         * @default []
                         */
                        transports?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The driver's id */
                            id: number;
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                                driving_license_number: string;
                                /** Format: date */
                                driving_license_expired_date: string;
                                is_legal: boolean;
                                /** @description Its driving licence categories (the name is the earlier client’s) */
                                drivingCategoris: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @description Category ids */
                                driving_licence_categories: number[];
                                /** @description Ids of its cars, as the earlier edit form compares them */
                                transports: number[];
                                /** @description Ids of its trailers */
                                trailers: number[];
                                /** @description Its cars */
                                linked_transports: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                                /** @description Its trailers */
                                linked_trailers: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                            };
                            /** @description The vehicles this save took from other drivers */
                            reassigned: {
                                /** @description The car or trailer */
                                id: number;
                                /** @description true a car, false a trailer */
                                is_transport: boolean;
                                /** @description The driver it was taken from */
                                previous_driver_id: number;
                            }[];
                            /** @description The kind's cars and trailers as the save left them, as their lists answer */
                            vehicles: {
                                /** @description Newest first */
                                transports: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                                /** @description Newest first */
                                trailers: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One driver of the caller, with its categories, cars and trailers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                                driving_license_number: string;
                                /** Format: date */
                                driving_license_expired_date: string;
                                is_legal: boolean;
                                /** @description Its driving licence categories (the name is the earlier client’s) */
                                drivingCategoris: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @description Category ids */
                                driving_licence_categories: number[];
                                /** @description Ids of its cars, as the earlier edit form compares them */
                                transports: number[];
                                /** @description Ids of its trailers */
                                trailers: number[];
                                /** @description Its cars */
                                linked_transports: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                                /** @description Its trailers */
                                linked_trailers: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        /** Rewrite a driver: its details, categories and the vehicles it drives */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        name: string;
                        /** Format: single-line */
                        surname: string;
                        /** Format: single-line */
                        patronymic: string;
                        /** Format: single-line */
                        driving_license_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        driving_license_expired_date: string;
                        /**
                         * @description 1 legal entity, 0 individual; on edit the driver keeps its kind
                         * @example 1
                         * @enum {unknown}
                         */
                        is_legal?: true | false | 1 | 0 | "1" | "0";
                        /**
                         * @description Ids of driving licence categories
                         * @default []
                         */
                        driving_licence_categories?: number[];
                        /**
                         * @description Ids of the caller's cars and trailers of the same kind to link to this driver; on edit, the links not listed are removed
                         * @default []
                         */
                        transports?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The driver's id */
                            id: number;
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                                driving_license_number: string;
                                /** Format: date */
                                driving_license_expired_date: string;
                                is_legal: boolean;
                                /** @description Its driving licence categories (the name is the earlier client’s) */
                                drivingCategoris: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @description Category ids */
                                driving_licence_categories: number[];
                                /** @description Ids of its cars, as the earlier edit form compares them */
                                transports: number[];
                                /** @description Ids of its trailers */
                                trailers: number[];
                                /** @description Its cars */
                                linked_transports: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                                /** @description Its trailers */
                                linked_trailers: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                            };
                            /** @description The vehicles this save took from other drivers */
                            reassigned: {
                                /** @description The car or trailer */
                                id: number;
                                /** @description true a car, false a trailer */
                                is_transport: boolean;
                                /** @description The driver it was taken from */
                                previous_driver_id: number;
                            }[];
                            /** @description The kind's cars and trailers as the save left them, as their lists answer */
                            vehicles: {
                                /** @description Newest first */
                                transports: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                                /** @description Newest first */
                                trailers: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a driver from the lists; its cars and trailers are left without a driver */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change some of a driver: the fields sent change, the others stay as stored */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: single-line */
                        name?: string;
                        /** Format: single-line */
                        surname?: string;
                        /** Format: single-line */
                        patronymic?: string;
                        /** Format: single-line */
                        driving_license_number?: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        driving_license_expired_date?: string;
                        /** @description Ids of driving licence categories; left out, they stay */
                        driving_licence_categories?: number[];
                        /** @description Ids of the caller's cars and trailers of the driver's kind it drives now; left out, its links stay */
                        transports?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The driver's id */
                            id: number;
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                                driving_license_number: string;
                                /** Format: date */
                                driving_license_expired_date: string;
                                is_legal: boolean;
                                /** @description Its driving licence categories (the name is the earlier client’s) */
                                drivingCategoris: {
                                    id: number;
                                    name: string;
                                }[];
                                /** @description Category ids */
                                driving_licence_categories: number[];
                                /** @description Ids of its cars, as the earlier edit form compares them */
                                transports: number[];
                                /** @description Ids of its trailers */
                                trailers: number[];
                                /** @description Its cars */
                                linked_transports: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                                /** @description Its trailers */
                                linked_trailers: {
                                    id: number;
                                    /** @description The plate number */
                                    number: string;
                                    plate_number: string;
                                    /** @description Brand title */
                                    brand: string;
                                    brand_id: number;
                                    /** @description true a car, false a trailer */
                                    is_transport: boolean;
                                    /** @description The driver it is linked to now, if any */
                                    driver_id: number | null;
                                }[];
                            };
                            /** @description The vehicles this save took from other drivers */
                            reassigned: {
                                /** @description The car or trailer */
                                id: number;
                                /** @description true a car, false a trailer */
                                is_transport: boolean;
                                /** @description The driver it was taken from */
                                previous_driver_id: number;
                            }[];
                            /** @description The kind's cars and trailers as the save left them, as their lists answer */
                            vehicles: {
                                /** @description Newest first */
                                transports: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                                /** @description Newest first */
                                trailers: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/get-transport-datas/{isLegal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the car and trailer form chooses from: drivers and brands */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    isLegal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The caller's live drivers of this kind, newest first */
                            drivers: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                            }[];
                            brands: {
                                id: number;
                                title: string;
                                /** @description Whether the brand makes cars (truck), trailers or both */
                                kind: "truck" | "trailer" | "both";
                            }[];
                            /** @description Whether the caller has filled in the client data of this kind */
                            client: boolean;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transports/{isLegal}/{isCar}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cars (isCar 1) or trailers (0) of one kind, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    isLegal: number;
                    /** @description 1 cars, 0 trailers */
                    isCar: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description A weak tag of this answer; send it back as If-None-Match to get 304 if unchanged */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first */
                                transports: {
                                    id: number;
                                    /** @description Brand title */
                                    brand: string;
                                    plateNumber: string;
                                    brand_id: number;
                                    plate_number: string;
                                    card_number: string;
                                    /** Format: date */
                                    card_start_date: string;
                                    driver_id: number | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not Modified: the copy the client holds (If-None-Match) is current; no body */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a car or a trailer */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        brand_id: number;
                        /**
                         * Format: single-line
                         * @description Stored upper case, single-spaced, look-alike letters made Latin; unique among the owner’s live vehicles, whatever the spacing
                         */
                        plate_number: string;
                        /** Format: single-line */
                        card_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        card_start_date: string;
                        /** @description One of the caller's live drivers of the same kind; null or absent for none */
                        driver_id?: number | null;
                        /**
                         * @description 1 a car, 0 a trailer
                         * @example 1
                         * @enum {unknown}
                         */
                        is_transport: true | false | 1 | 0 | "1" | "0";
                        /**
                         * @description 1 legal entity, 0 individual
                         * @example 1
                         * @enum {unknown}
                         */
                        is_legal: true | false | 1 | 0 | "1" | "0";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The id of the new row */
                            id: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transport/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One car or trailer of the caller */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The plate number */
                            number: string;
                            plate_number: string;
                            brand: {
                                id: number;
                                title: string;
                            };
                            brand_id: number;
                            card_number: string;
                            /** Format: date */
                            card_start_date: string;
                            driver_id: number | null;
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                            } | null;
                            /** @description true a car, false a trailer */
                            is_transport: boolean;
                            is_legal: boolean;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        /** Rewrite a car or trailer; whether it is a car and whose kind stay as they are */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        brand_id: number;
                        /**
                         * Format: single-line
                         * @description Stored upper case, single-spaced, look-alike letters made Latin; unique among the owner’s live vehicles, whatever the spacing
                         */
                        plate_number: string;
                        /** Format: single-line */
                        card_number: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        card_start_date: string;
                        /** @description One of the caller's live drivers of the same kind; null or absent for none */
                        driver_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a car or trailer from the lists */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-permit-datas/{is_legal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reference data of the e-permit form: the client profile of that kind, drivers, countries, brands, permit types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    is_legal: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The profile, or an empty list when the caller has none of that kind (the earlier client tests `client.length === 0` to ask for the data first) */
                            client: {
                                id: number;
                                is_legal: boolean;
                                company_name: string | null;
                                surname: string | null;
                                name: string | null;
                                patronymic: string | null;
                                phone: string;
                                email: string;
                                license_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                license_expire_date: string;
                                region_id: number;
                                city_id: number;
                            } | unknown[];
                            drivers: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                            }[];
                            /** @description Country names in the request language, in its alphabetical order: what the earlier web client lists, and sends back as `country` */
                            countries: string[];
                            /** @description The same countries, in the same order, with their ids and three names */
                            country_rows: {
                                id: number;
                                /** @description The name in the request language */
                                title: string;
                                /** @description The same, as other reference rows call it */
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                            }[];
                            driving_licence_categories: {
                                id: number;
                                name: string;
                            }[];
                            /** @description Brand titles, as the earlier client lists them */
                            brands: string[];
                            /** @description The same brands, in the same order, with their ids */
                            brand_rows: {
                                id: number;
                                title: string;
                            }[];
                            permit_types: {
                                id: number;
                                /** @description What a request sends as `permit_type` */
                                number: number;
                                name: string;
                                name_tm: string;
                                name_ru: string;
                                name_en: string;
                                /** @description The usual price in manat; the operator sets the due one */
                                price: number;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-transports/{driver_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's drivers with the cars and trailers linked to them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    driver_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            driver: {
                                id: number;
                                name: string;
                                surname: string;
                                patronymic: string;
                                is_legal: boolean;
                                driving_license_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                driving_license_expired_date: string;
                                driving_licence_categories: {
                                    id: number;
                                    name: string;
                                }[];
                            };
                            /** @description The driver's cars */
                            transports: {
                                id: number;
                                /** @description true: a car, false: a trailer */
                                is_transport: boolean;
                                brand_id: number;
                                /** @description The brand's title */
                                brand: string;
                                plate_number: string;
                                card_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                card_start_date: string;
                            }[];
                            /** @description The driver's trailers */
                            trailers: {
                                id: number;
                                /** @description true: a car, false: a trailer */
                                is_transport: boolean;
                                brand_id: number;
                                /** @description The brand's title */
                                brand: string;
                                plate_number: string;
                                card_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                card_start_date: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-to-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's e-permits, newest first (all, or a page of them), each with its last payment, and the outcome of the latest payment (told once) */
        get: {
            parameters: {
                query?: {
                    /** @description Only e-permits in this status: 1 new … 6 rejected */
                    status?: number;
                    country_id?: number;
                    /**
                     * @description Filed on this day (Ashgabat) or later
                     * @example 2027-05-31
                     */
                    filed_from?: string;
                    /**
                     * @description Filed on this day (Ashgabat) or earlier
                     * @example 2027-05-31
                     */
                    filed_to?: string;
                    /** @description The e-permit number, or part of its type of cargo, any case */
                    q?: string;
                    /** @description `keep`: answer `payment_status` without marking it told (a front end that reads each permit's `last_payment` instead) */
                    payment_notice?: "keep";
                    /** @description One page of 16 permits, newest first, with `permits_count`; left out, every permit (as the earlier client reads them) */
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Newest first: every permit, or the page asked for (empty past the last) */
                                permits: {
                                    id: number;
                                    /** @description The country in the request language */
                                    country: string;
                                    country_id: number;
                                    /** @description The number of the type */
                                    permit_type: number;
                                    /** @description Requested for the legal-entity profile (true) or the individual one */
                                    is_legal: boolean;
                                    type_of_cargo: string;
                                    /** @description How many containers */
                                    container_number: number;
                                    permit_description: string;
                                    /** @description The driver named (kept after the driver is removed) */
                                    driver_id: number;
                                    /** @description The car named */
                                    car_id: number;
                                    /** @description The trailer, if one was named */
                                    trailer_id: number | null;
                                    /**
                                     * Format: date
                                     * @example 2027-05-31
                                     */
                                    departureDate: string;
                                    /**
                                     * Format: date
                                     * @example 2027-05-31
                                     */
                                    returnDate: string;
                                    /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                    status: number;
                                    /** @description true exactly when the status is 3 */
                                    to_pay: boolean;
                                    /** @description Manat, once set */
                                    price: number | null;
                                    /** @description Why it was rejected */
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** @description The driver as they were when the permit was requested */
                                    driver: {
                                        id: number;
                                        name: string;
                                        surname: string;
                                        patronymic: string;
                                        driving_license_number: string;
                                        /**
                                         * Format: date
                                         * @example 2027-05-31
                                         */
                                        driving_license_expired_date: string;
                                        /** @description The licence categories' ids */
                                        driving_licence_categories: number[];
                                    };
                                    /** @description The car as it was when the permit was requested */
                                    car: {
                                        id: number;
                                        brand_id: number;
                                        /** @description The brand's title */
                                        brand: string;
                                        plate_number: string;
                                        card_number: string;
                                        /**
                                         * Format: date
                                         * @example 2027-05-31
                                         */
                                        card_start_date: string;
                                    };
                                    /** @description The trailer as it was when the permit was requested, if one was named */
                                    trailer: {
                                        id: number;
                                        brand_id: number;
                                        /** @description The brand's title */
                                        brand: string;
                                        plate_number: string;
                                        card_number: string;
                                        /**
                                         * Format: date
                                         * @example 2027-05-31
                                         */
                                        card_start_date: string;
                                    } | null;
                                    /** @description The permit's last completed payment (paid or declined); null before one */
                                    last_payment: {
                                        outcome: "success" | "failure";
                                        /**
                                         * Format: date-time
                                         * @description When the payment ended
                                         */
                                        at: string;
                                    } | null;
                                }[];
                                /** @description With `page` only: all the caller's permits under the filter; pages = ceil(permits_count / 16) */
                                permits_count?: number;
                                /** @description The outcome of the caller's latest payment, told once (the earlier client's popup); `last_payment` of each permit keeps it */
                                payment_status?: "success" | "failure";
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Request an e-permit; it starts as new (status 1) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The destination country: its id, its row, or its name as `countries` lists it (tm, ru or en) */
                        country: number | {
                            id: number;
                        } | string;
                        /** Format: single-line */
                        type_of_cargo: string;
                        container_number: number;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        departure_date: string;
                        /**
                         * Format: date
                         * @example 2027-05-31
                         */
                        return_date: string;
                        /**
                         * @description 1 for the legal-entity profile, 0 for the individual one
                         * @example 1
                         * @enum {unknown}
                         */
                        is_legal: true | false | 1 | 0 | "1" | "0";
                        /** @description The caller's profile of that kind (its id or the row); the server uses the caller's own either way */
                        client?: unknown;
                        /** @description One of the caller's drivers of that kind: its id, or the driver row */
                        driver: number | {
                            id: number;
                        };
                        /** @description The car and the optional trailer: ids, or `{id, is_transport}` rows (which is which is read from the stored transport) */
                        transports: (number | {
                            id: number;
                            is_transport?: unknown;
                        })[];
                        /** @description The number of the type; left out (the earlier web client has no such choice): 1, bilateral */
                        permit_type?: number;
                        /** Format: multi-line */
                        permit_description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            id: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox payment page: the amount, Pay and Decline (HTML, no token needed) */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The payment page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description No such payment (JSON when the address itself is malformed) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The payment is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** The payer's decision on the sandbox page; back to the API's return endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        outcome: "paid" | "declined";
                        /** Format: single-line */
                        lang?: string;
                    };
                };
            };
            responses: {
                /** @description To the return endpoint with the signed result */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description No such payment (JSON when the address itself is malformed) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The payment is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for an e-permit that is to pay: answers the payment page's URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        permit_id: number;
                    };
                };
            };
            responses: {
                /** @description The payment page: send the browser there */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's return: applies a verified result, then back to the web's e-permit list naming the permit (`?payment={permit id}`) */
        get: {
            parameters: {
                query?: {
                    reference?: string;
                    outcome?: string;
                    signature?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the web's e-permit list with `?payment={permit id}`: the list shows that permit's last payment */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The result could not be verified; nothing changed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such payment; nothing changed */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The payment was already completed; nothing changed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipts and credit notes of the caller’s e-permits among permit_ids (of any haulier’s, for an operator), oldest first */
        get: {
            parameters: {
                query: {
                    /** @description Up to 100 e-permit ids, comma-separated */
                    permit_ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            receipts: {
                                id: number;
                                /** @description A payment’s receipt, or the credit note of its refund */
                                kind: "receipt" | "credit_note";
                                /** @description Numbered within its kind and year: R-2026-00017, CN-2026-00003 */
                                number: string;
                                permit_id: number;
                                /** @description In manat */
                                amount: number;
                                currency: string;
                                /** Format: date-time */
                                issued_at: string;
                                /** @description Where the PDF is downloaded, with the same token */
                                pdf_url: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A receipt or credit note as a PDF (the payer’s language and English) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/load-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the loading and unloading permission forms choose from, and the validity
         * @description Brands and countries come as JSON text (strings), as the earlier web client parses them.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description JSON text of [{id, title}]: vehicle brands, as the earlier client parses it
                             * @example [{"id":1,"title":"MAN"}]
                             */
                            brands: string;
                            /**
                             * @description JSON text of [{id, title}]: countries, titles in the request's language
                             * @example [{"id":1,"title":"Turkmenistan"}]
                             */
                            countries: string;
                            /**
                             * @description How many days a permission is valid from the day it is filed
                             * @example 30
                             */
                            validity_period: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * File a loading permission
         * @description Filed pending (status 0), valid for 30 days from today (Ashgabat time).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: single-line
                         * @description Permission number
                         */
                        razresheniye_no: string;
                        /**
                         * Format: single-line
                         * @description The vehicle's country of registration: a country title from GET /api/load-permission (any language)
                         */
                        gos_prinad: string;
                        /**
                         * Format: single-line
                         * @description The vehicle brand: a brand title from GET /api/load-permission
                         */
                        marka: string;
                        /**
                         * Format: single-line
                         * @description Vehicle registration (plate) number; stored as plates are: upper case, look-alike letters made Latin
                         */
                        gos_nomer: string;
                        /**
                         * Format: single-line
                         * @description Driver's (carrier's) full name
                         */
                        woditel_fio: string;
                        /**
                         * Format: single-line
                         * @description Loading point
                         */
                        punkt_pog: string;
                        /**
                         * Format: single-line
                         * @description Unloading point
                         */
                        punkt_wyg: string;
                        /**
                         * Format: single-line
                         * @description Cargo route
                         */
                        marshrut: string;
                        /**
                         * Format: single-line
                         * @description Cargo type
                         */
                        gruz: string;
                        /**
                         * Format: single-line
                         * @description Cargo owner
                         */
                        prinad: string;
                        /**
                         * Format: single-line
                         * @description Applicant
                         */
                        zayawitel: string;
                        /**
                         * Format: single-line
                         * @description Place of issue
                         */
                        mesto_wydachi: string;
                        /**
                         * Format: single-line
                         * @description CMR number
                         */
                        cmr_no: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The id of the new row */
                            id: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unload-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * File an unloading permission
         * @description Filed pending (status 0), valid for 30 days from today (Ashgabat time).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: single-line
                         * @description Permission number
                         */
                        razresheniye_no: string;
                        /**
                         * Format: single-line
                         * @description The vehicle's country of registration: a country title from GET /api/load-permission (any language)
                         */
                        gos_prinad: string;
                        /**
                         * Format: single-line
                         * @description The vehicle brand: a brand title from GET /api/load-permission
                         */
                        marka: string;
                        /**
                         * Format: single-line
                         * @description Vehicle registration (plate) number; stored as plates are: upper case, look-alike letters made Latin
                         */
                        gos_nomer: string;
                        /**
                         * Format: single-line
                         * @description Driver's (carrier's) full name
                         */
                        woditel_fio: string;
                        /**
                         * Format: single-line
                         * @description Loading point
                         */
                        punkt_pog: string;
                        /**
                         * Format: single-line
                         * @description Unloading point
                         */
                        punkt_wyg: string;
                        /**
                         * Format: single-line
                         * @description Cargo route
                         */
                        marshrut: string;
                        /**
                         * Format: single-line
                         * @description Cargo type
                         */
                        gruz: string;
                        /**
                         * Format: single-line
                         * @description Cargo owner
                         */
                        prinad: string;
                        /**
                         * Format: single-line
                         * @description Applicant
                         */
                        zayawitel: string;
                        /**
                         * Format: single-line
                         * @description Place of issue
                         */
                        mesto_wydachi: string;
                        /**
                         * Format: single-line
                         * @description CMR number
                         */
                        cmr_no: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The id of the new row */
                            id: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/online-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an online (CMR) application with its documents
         * @description multipart/form-data. The state registration document (dowlet_sanaw) is required; the application letter (yuztutma) and the certificate (ygtyyarnama) are optional. Each file: jpeg, png, bmp, gif, svg, webp, pdf by content, at most 7167999 bytes. Filed pending (status 0).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the create happen once: the same key with the same request answers the first answer again (its status and body, with `Idempotent-Replayed: true`) and makes no second row; with another request it is refused (422). One key per attempt to create, kept 24 hours, per account (per address without a session). A random UUID does.
                     * @example 7b7f0c0e-3a52-4f4e-9b8e-2f0f1d3c9a61
                     */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: single-line
                         * @description Institution name
                         */
                        corpname: string;
                        /** Format: single-line */
                        cmr_number: string;
                        /**
                         * Format: single-line
                         * @description The loading permission number
                         */
                        permission_number: string;
                        /**
                         * Format: single-line
                         * @description The responsible person's full name
                         */
                        fullname: string;
                        /**
                         * Format: phone
                         * @description A Turkmen number (+993 and 8 digits) or another country’s with + and its code
                         * @example +99361234567
                         * @example +79161234567
                         */
                        phone: string;
                        /**
                         * Format: email
                         * @example haulier@example.com
                         */
                        email: string;
                        /** Format: single-line */
                        director_fullname: string;
                        /**
                         * @description Always "submit"
                         * @enum {string}
                         */
                        action?: "submit";
                        /**
                         * Format: binary
                         * @description Application letter: jpg, jpeg, png, bmp, gif, svg, webp or pdf (told by the content), under 7,168,000 bytes
                         */
                        yuztutma?: string;
                        /**
                         * Format: binary
                         * @description Certificate: jpg, jpeg, png, bmp, gif, svg, webp or pdf (told by the content), under 7,168,000 bytes
                         */
                        ygtyyarnama?: string;
                        /**
                         * Format: binary
                         * @description State registration document (required): jpg, jpeg, png, bmp, gif, svg, webp or pdf (told by the content), under 7,168,000 bytes
                         */
                        dowlet_sanaw: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            /** @description The id of the new row */
                            id: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's online applications and loading/unloading permissions, newest first, 16 a page
         * @description Narrowed by status, kind, filing days and a search text when they are given; `history_length` counts what the filter leaves. A bad date or an unknown status or kind is a 422 naming the parameter.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only requests in this status: 0 pending, 1 accepted, 2 declined, 3 canceled */
                    status?: number;
                    /** @description Only this kind: 1 online application, 2 loading permission, 3 unloading permission */
                    model_id?: number;
                    /**
                     * @description Filed on this day (Ashgabat) or later
                     * @example 2027-05-31
                     */
                    filed_from?: string;
                    /**
                     * @description Filed on this day (Ashgabat) or earlier
                     * @example 2027-05-31
                     */
                    filed_to?: string;
                    /** @description Part of the permission number or the CMR number, any case */
                    q?: string;
                };
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Newest first, 16 a page; empty past the last page */
                            payload: ({
                                id: number;
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                cmr_no: string;
                                woditel_fio: string;
                                /**
                                 * Format: date
                                 * @description The last day the permission is valid (its validity period from the filing)
                                 */
                                valid_until: string;
                                /** @description The country the vehicle is registered in, as filed */
                                gos_prinad: string;
                                /** @description The vehicle brand, as filed */
                                marka: string;
                                /** @description The plate number */
                                gos_nomer: string;
                                /** @description Loading point */
                                punkt_pog: string;
                                /** @description Unloading point */
                                punkt_wyg: string;
                                /** @description Cargo route */
                                marshrut: string;
                                /** @description Cargo */
                                gruz: string;
                                /** @description Whom the cargo belongs to */
                                prinad: string;
                                /** @description Applicant */
                                zayawitel: string;
                                /** @description Place of issue */
                                mesto_wydachi: string;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                            } | {
                                id: number;
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                permission_number: string;
                                cmr_number: string;
                                /** @description An online application names no driver */
                                woditel_fio: null;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                            })[];
                            /** @description All the client's requests under the filter; pages = ceil(history_length / 16) */
                            history_length: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history-item/{model_id}/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the client’s own requests, as the history lists it
         * @description What a confirmation page shows after a filing, and what a reload of it reads again. Another client’s request, or none, is a 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 1 online application, 2 loading permission, 3 unloading permission */
                    model_id: number;
                    item_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description 2 loading permission, 3 unloading permission */
                            model_id: 2 | 3;
                            razresheniye_no: string;
                            cmr_no: string;
                            woditel_fio: string;
                            /**
                             * Format: date
                             * @description The last day the permission is valid (its validity period from the filing)
                             */
                            valid_until: string;
                            /** @description The country the vehicle is registered in, as filed */
                            gos_prinad: string;
                            /** @description The vehicle brand, as filed */
                            marka: string;
                            /** @description The plate number */
                            gos_nomer: string;
                            /** @description Loading point */
                            punkt_pog: string;
                            /** @description Unloading point */
                            punkt_wyg: string;
                            /** @description Cargo route */
                            marshrut: string;
                            /** @description Cargo */
                            gruz: string;
                            /** @description Whom the cargo belongs to */
                            prinad: string;
                            /** @description Applicant */
                            zayawitel: string;
                            /** @description Place of issue */
                            mesto_wydachi: string;
                            /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                            status: number;
                            /** Format: date-time */
                            created_at: string;
                        } | {
                            id: number;
                            /**
                             * @description 1 online application
                             * @enum {number}
                             */
                            model_id: 1;
                            permission_number: string;
                            cmr_number: string;
                            /** @description An online application names no driver */
                            woditel_fio: null;
                            /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                            status: number;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the client’s own requests while it is pending
         * @description A request that is no longer pending answers `status: failure` with a `message` naming its status; another client’s request, or none, is a 404. Either answer carries the request as the history lists it (`item`), with its status now.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 online application, 2 loading permission, 3 unloading permission */
                        model_id: number;
                        item_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success" | "failure";
                            /** @description failure: why the request cannot be canceled (its status) */
                            message?: string;
                            /** @description The request as the history lists it, with its status now */
                            item?: {
                                id: number;
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                cmr_no: string;
                                woditel_fio: string;
                                /**
                                 * Format: date
                                 * @description The last day the permission is valid (its validity period from the filing)
                                 */
                                valid_until: string;
                                /** @description The country the vehicle is registered in, as filed */
                                gos_prinad: string;
                                /** @description The vehicle brand, as filed */
                                marka: string;
                                /** @description The plate number */
                                gos_nomer: string;
                                /** @description Loading point */
                                punkt_pog: string;
                                /** @description Unloading point */
                                punkt_wyg: string;
                                /** @description Cargo route */
                                marshrut: string;
                                /** @description Cargo */
                                gruz: string;
                                /** @description Whom the cargo belongs to */
                                prinad: string;
                                /** @description Applicant */
                                zayawitel: string;
                                /** @description Place of issue */
                                mesto_wydachi: string;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                            } | {
                                id: number;
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                permission_number: string;
                                cmr_number: string;
                                /** @description An online application names no driver */
                                woditel_fio: null;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/status-history/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status timelines of e-permits or requests, several at once */
        get: {
            parameters: {
                query: {
                    /**
                     * @description Ids of the subjects, comma-separated, at most 100
                     * @example 12,15,16
                     */
                    ids: string;
                };
                header?: never;
                path: {
                    /** @description An e-permit, or one of the three kinds of request */
                    subject: "permit" | "online-application" | "load-permission" | "unload-permission";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Ordered by subject, then oldest first */
                            history: {
                                subject_id: number;
                                /** @description null when the subject was filed */
                                from_status: number | null;
                                /** @description E-permits 1 new … 6 rejected; requests 0 pending … 3 canceled */
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description Why, when an operator gave a reason */
                                reason: string | null;
                                /** @description The name of the company's member who did it; null for the office and the provider */
                                member: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/needs-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-permits to pay, answers since last seen and documents about to expire */
        get: {
            parameters: {
                query?: {
                    /** @description Days ahead in which an expiry counts (already expired ones always do) */
                    within?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description Today in Ashgabat: where the window starts
                             */
                            today: string;
                            within_days: number;
                            answers_seen_at: string | null;
                            /** @description E-permits priced and waiting for payment, oldest first */
                            to_pay: {
                                id: number;
                                is_legal: boolean;
                                country_id: number;
                                /** @description The permit type's number */
                                permit_type: number;
                                /** @description Manat */
                                price: number;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                            }[];
                            /** @description Requests answered since the answers were last marked as seen, newest first */
                            answered: {
                                subject: "permit" | "online-application" | "load-permission" | "unload-permission";
                                id: number;
                                /** @description E-permits 5 successful or 6 rejected; requests 1 accepted or 2 declined */
                                status: number;
                                number: string | null;
                                country_id: number | null;
                                reason: string | null;
                                /** Format: date-time */
                                answered_at: string;
                            }[];
                            /** @description Documents expired or expiring within the window, soonest first */
                            expiring: {
                                document: "driving-licence" | "licence" | "patent" | "state-register" | "certificate" | "e-permit" | "load-permission" | "unload-permission";
                                id: number | null;
                                is_legal: boolean | null;
                                name: string | null;
                                country_id: number | null;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                expires_on: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/needs-me/answers-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the answers given so far as seen; answers what needs the haulier then */
        post: {
            parameters: {
                query?: {
                    /** @description Days ahead in which an expiry counts (already expired ones always do) */
                    within?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description Today in Ashgabat: where the window starts
                             */
                            today: string;
                            within_days: number;
                            answers_seen_at: string | null;
                            /** @description E-permits priced and waiting for payment, oldest first */
                            to_pay: {
                                id: number;
                                is_legal: boolean;
                                country_id: number;
                                /** @description The permit type's number */
                                permit_type: number;
                                /** @description Manat */
                                price: number;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                            }[];
                            /** @description Requests answered since the answers were last marked as seen, newest first */
                            answered: {
                                subject: "permit" | "online-application" | "load-permission" | "unload-permission";
                                id: number;
                                /** @description E-permits 5 successful or 6 rejected; requests 1 accepted or 2 declined */
                                status: number;
                                number: string | null;
                                country_id: number | null;
                                reason: string | null;
                                /** Format: date-time */
                                answered_at: string;
                            }[];
                            /** @description Documents expired or expiring within the window, soonest first */
                            expiring: {
                                document: "driving-licence" | "licence" | "patent" | "state-register" | "certificate" | "e-permit" | "load-permission" | "unload-permission";
                                id: number | null;
                                is_legal: boolean | null;
                                name: string | null;
                                country_id: number | null;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                expires_on: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminder-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of reminder before an expiry the haulier gets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Licence, patent, state register extract and certificate of the client data */
                            client_documents: boolean;
                            /** @description Drivers' driving licences */
                            driving_licences: boolean;
                            /** @description Issued e-permits */
                            e_permits: boolean;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        /** Turns each kind of reminder on or off; answers the settings saved */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Licence, patent, state register extract and certificate of the client data */
                        client_documents: boolean;
                        /** @description Drivers' driving licences */
                        driving_licences: boolean;
                        /** @description Issued e-permits */
                        e_permits: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Licence, patent, state register extract and certificate of the client data */
                            client_documents: boolean;
                            /** @description Drivers' driving licences */
                            driving_licences: boolean;
                            /** @description Issued e-permits */
                            e_permits: boolean;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The haulier's newest notices (reminders) and how many are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                            notices: {
                                id: number;
                                /** @enum {string} */
                                kind: "reminder";
                                document: "licence" | "patent" | "state-register" | "certificate" | "driving-licence" | "e-permit";
                                subject_id: number | null;
                                name: string | null;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                expires_on: string;
                                days_before: number;
                                /** Format: date-time */
                                created_at: string;
                                read_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one notice read; answers the inbox then */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                            notices: {
                                id: number;
                                /** @enum {string} */
                                kind: "reminder";
                                document: "licence" | "patent" | "state-register" | "certificate" | "driving-licence" | "e-permit";
                                subject_id: number | null;
                                name: string | null;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                expires_on: string;
                                days_before: number;
                                /** Format: date-time */
                                created_at: string;
                                read_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All e-permits, 50 a page, with counts per status; ?order=oldest for the queue; filters by status, country, permit type, filing days and haulier */
        get: {
            parameters: {
                query?: {
                    /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                    status?: number;
                    page?: number;
                    /** @description oldest: the queue, the longest waiting first */
                    order?: "newest" | "oldest";
                    country_id?: number;
                    permit_type_id?: number;
                    /** @example 2027-05-31 */
                    filed_from?: string;
                    /** @example 2027-05-31 */
                    filed_to?: string;
                    /** @description Part of the haulier account's name or e-mail, or its id */
                    haulier?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            permits: {
                                id: number;
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                /** @description The status in the request language */
                                status_name: string;
                                to_pay: boolean;
                                price: number | null;
                                reason: string | null;
                                is_legal: boolean;
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    /** @description The institution the account names in its profile */
                                    corpname: string;
                                    phone: string;
                                };
                                filed_by: number | null;
                                /** @description The company, or the full name of an individual */
                                client: string;
                                country: {
                                    id: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                permit_type: {
                                    id: number;
                                    number: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                type_of_cargo: string;
                                container_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                                permit_description: string;
                                driver: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was filed
                                 */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                            }[];
                            /** @description E-permits matching the filter */
                            total: number;
                            page: number;
                            per_page: number;
                            /** @description E-permits of each status under the same filter (its status aside) */
                            counts: {
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-permit with its claim, the actions open to the caller and its timeline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                            status: number;
                            /** @description The status in the request language */
                            status_name: string;
                            to_pay: boolean;
                            price: number | null;
                            reason: string | null;
                            is_legal: boolean;
                            owner: {
                                id: number;
                                email: string;
                                name: string;
                                /** @description The institution the account names in its profile */
                                corpname: string;
                                phone: string;
                            };
                            filed_by: number | null;
                            /** @description The company, or the full name of an individual */
                            client: string;
                            country: {
                                id: number;
                                name: string;
                                names: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                            };
                            permit_type: {
                                id: number;
                                number: number;
                                name: string;
                                names: {
                                    tm: string;
                                    ru: string;
                                    en: string;
                                };
                            };
                            type_of_cargo: string;
                            container_number: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            departure_date: string;
                            /**
                             * Format: date
                             * @example 2027-05-31
                             */
                            return_date: string;
                            permit_description: string;
                            driver: string;
                            car_plate: string;
                            trailer_plate: string | null;
                            /**
                             * Format: date-time
                             * @description When it was filed
                             */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            claim: {
                                operator: {
                                    id: number;
                                    name: string;
                                    email: string;
                                };
                                /** Format: date-time */
                                claimed_at: string;
                                /** @description Whether the caller holds it */
                                mine: boolean;
                            } | null;
                            /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                            actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                            /** @description Every change of status, oldest first, with who made it by name */
                            timeline: {
                                /** @description Null for the filing */
                                from_status: number | null;
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description The haulier's or operator's name; null for the payment provider */
                                actor_name: string | null;
                                /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                member: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim an e-permit before acting on it: 422 on `claimed_by` when another operator holds it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            permit: {
                                id: number;
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                /** @description The status in the request language */
                                status_name: string;
                                to_pay: boolean;
                                price: number | null;
                                reason: string | null;
                                is_legal: boolean;
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    /** @description The institution the account names in its profile */
                                    corpname: string;
                                    phone: string;
                                };
                                filed_by: number | null;
                                /** @description The company, or the full name of an individual */
                                client: string;
                                country: {
                                    id: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                permit_type: {
                                    id: number;
                                    number: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                type_of_cargo: string;
                                container_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                                permit_description: string;
                                driver: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was filed
                                 */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description Every change of status, oldest first, with who made it by name */
                                timeline: {
                                    /** @description Null for the filing */
                                    from_status: number | null;
                                    to_status: number;
                                    actor_role: "client" | "operator" | "payment_provider";
                                    /** @description The haulier's or operator's name; null for the payment provider */
                                    actor_name: string | null;
                                    /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                    member: string | null;
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give up one’s claim on an e-permit: 422 on `claim` when the caller holds none */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            permit: {
                                id: number;
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                /** @description The status in the request language */
                                status_name: string;
                                to_pay: boolean;
                                price: number | null;
                                reason: string | null;
                                is_legal: boolean;
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    /** @description The institution the account names in its profile */
                                    corpname: string;
                                    phone: string;
                                };
                                filed_by: number | null;
                                /** @description The company, or the full name of an individual */
                                client: string;
                                country: {
                                    id: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                permit_type: {
                                    id: number;
                                    number: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                type_of_cargo: string;
                                container_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                                permit_description: string;
                                driver: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was filed
                                 */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description Every change of status, oldest first, with who made it by name */
                                timeline: {
                                    /** @description Null for the filing */
                                    from_status: number | null;
                                    to_status: number;
                                    actor_role: "client" | "operator" | "payment_provider";
                                    /** @description The haulier's or operator's name; null for the payment provider */
                                    actor_name: string | null;
                                    /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                    member: string | null;
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an e-permit: 1→2, 2→3 (price), 4→5, 1/2/3→6 (reason); 3→4 only by a payment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                        status: number;
                        /** @description Manat; to move to 3 (to pay). Without it, the permit type's price */
                        price?: number;
                        /**
                         * Format: multi-line
                         * @description Required to move to 6 (rejected)
                         */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            permit: {
                                id: number;
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                /** @description The status in the request language */
                                status_name: string;
                                to_pay: boolean;
                                price: number | null;
                                reason: string | null;
                                is_legal: boolean;
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    /** @description The institution the account names in its profile */
                                    corpname: string;
                                    phone: string;
                                };
                                filed_by: number | null;
                                /** @description The company, or the full name of an individual */
                                client: string;
                                country: {
                                    id: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                permit_type: {
                                    id: number;
                                    number: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                type_of_cargo: string;
                                container_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                                permit_description: string;
                                driver: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was filed
                                 */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description Every change of status, oldest first, with who made it by name */
                                timeline: {
                                    /** @description Null for the filing */
                                    from_status: number | null;
                                    to_status: number;
                                    actor_role: "client" | "operator" | "payment_provider";
                                    /** @description The haulier's or operator's name; null for the payment provider */
                                    actor_name: string | null;
                                    /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                    member: string | null;
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a paid e-permit not yet issued (4→6) with a reason: its payment is refunded and a credit note issued */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: multi-line
                         * @description Why; shown to the haulier and on the credit note
                         */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            permit: {
                                id: number;
                                /** @description 1 new, 2 under consideration, 3 to pay, 4 paid, 5 successful, 6 rejected */
                                status: number;
                                /** @description The status in the request language */
                                status_name: string;
                                to_pay: boolean;
                                price: number | null;
                                reason: string | null;
                                is_legal: boolean;
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    /** @description The institution the account names in its profile */
                                    corpname: string;
                                    phone: string;
                                };
                                filed_by: number | null;
                                /** @description The company, or the full name of an individual */
                                client: string;
                                country: {
                                    id: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                permit_type: {
                                    id: number;
                                    number: number;
                                    name: string;
                                    names: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                type_of_cargo: string;
                                container_number: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @example 2027-05-31
                                 */
                                return_date: string;
                                permit_description: string;
                                driver: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date-time
                                 * @description When it was filed
                                 */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description Every change of status, oldest first, with who made it by name */
                                timeline: {
                                    /** @description Null for the filing */
                                    from_status: number | null;
                                    to_status: number;
                                    actor_role: "client" | "operator" | "payment_provider";
                                    /** @description The haulier's or operator's name; null for the payment provider */
                                    actor_name: string | null;
                                    /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                    member: string | null;
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every client's requests, newest first, 50 a page
         * @description Online applications (model 1) with their attachments (download each from its `url` with the operator’s token), loading (2) and unloading (3) permissions, each with its owner. `?status=0` lists the pending ones. Operators only: a client gets 403.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only requests in this status */
                    status?: number;
                    /** @description Only this kind (1, 2 or 3) */
                    model_id?: number;
                    /** @description oldest: the queue, the longest waiting first */
                    order?: "newest" | "oldest";
                    /** @example 2027-05-31 */
                    filed_from?: string;
                    /** @example 2027-05-31 */
                    filed_to?: string;
                    /** @description Part of the haulier account's name or e-mail, or its id */
                    haulier?: string;
                };
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Every client's requests, 50 a page; empty past the last page */
                            payload: ({
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                gos_prinad: string;
                                marka: string;
                                gos_nomer: string;
                                woditel_fio: string;
                                punkt_pog: string;
                                punkt_wyg: string;
                                marshrut: string;
                                gruz: string;
                                prinad: string;
                                zayawitel: string;
                                mesto_wydachi: string;
                                cmr_no: string;
                                /** Format: date */
                                valid_until: string;
                            } | {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                corpname: string;
                                cmr_number: string;
                                permission_number: string;
                                fullname: string;
                                phone: string;
                                email: string;
                                director_fullname: string;
                                files: {
                                    field: "yuztutma" | "ygtyyarnama" | "dowlet_sanaw";
                                    id: number;
                                    /** @description GET it with the operator’s bearer token */
                                    url: string;
                                    name: string;
                                    mime: string;
                                    size: number;
                                }[];
                            })[];
                            /** @description Requests in the list (with the filter) */
                            total: number;
                            per_page: number;
                            /** @description Requests of each model and status under the filter (its status aside) */
                            counts: {
                                model_id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/{model}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request with its claim, the actions open to the caller and its timeline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 1, 2 or 3 */
                    model: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            item: {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                gos_prinad: string;
                                marka: string;
                                gos_nomer: string;
                                woditel_fio: string;
                                punkt_pog: string;
                                punkt_wyg: string;
                                marshrut: string;
                                gruz: string;
                                prinad: string;
                                zayawitel: string;
                                mesto_wydachi: string;
                                cmr_no: string;
                                /** Format: date */
                                valid_until: string;
                            } | {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                corpname: string;
                                cmr_number: string;
                                permission_number: string;
                                fullname: string;
                                phone: string;
                                email: string;
                                director_fullname: string;
                                files: {
                                    field: "yuztutma" | "ygtyyarnama" | "dowlet_sanaw";
                                    id: number;
                                    /** @description GET it with the operator’s bearer token */
                                    url: string;
                                    name: string;
                                    mime: string;
                                    size: number;
                                }[];
                            };
                            /** @description Every change of status, oldest first, with who made it by name */
                            timeline: {
                                /** @description Null for the filing */
                                from_status: number | null;
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description The haulier's or operator's name; null for the payment provider */
                                actor_name: string | null;
                                /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                member: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a pending request before answering it: 422 on `claimed_by` when another operator holds it
         * @description Answers the request as the step left it (`item`) with its timeline (`timeline`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 online application, 2 loading permission, 3 unloading permission */
                        model_id: number;
                        item_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                gos_prinad: string;
                                marka: string;
                                gos_nomer: string;
                                woditel_fio: string;
                                punkt_pog: string;
                                punkt_wyg: string;
                                marshrut: string;
                                gruz: string;
                                prinad: string;
                                zayawitel: string;
                                mesto_wydachi: string;
                                cmr_no: string;
                                /** Format: date */
                                valid_until: string;
                            } | {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                corpname: string;
                                cmr_number: string;
                                permission_number: string;
                                fullname: string;
                                phone: string;
                                email: string;
                                director_fullname: string;
                                files: {
                                    field: "yuztutma" | "ygtyyarnama" | "dowlet_sanaw";
                                    id: number;
                                    /** @description GET it with the operator’s bearer token */
                                    url: string;
                                    name: string;
                                    mime: string;
                                    size: number;
                                }[];
                            };
                            /** @description Every change of status, oldest first, with who made it by name */
                            timeline: {
                                /** @description Null for the filing */
                                from_status: number | null;
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description The haulier's or operator's name; null for the payment provider */
                                actor_name: string | null;
                                /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                member: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up one’s claim on a request: 422 on `claim` when the caller holds none
         * @description Answers the request as the step left it (`item`) with its timeline (`timeline`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 online application, 2 loading permission, 3 unloading permission */
                        model_id: number;
                        item_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item: {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                gos_prinad: string;
                                marka: string;
                                gos_nomer: string;
                                woditel_fio: string;
                                punkt_pog: string;
                                punkt_wyg: string;
                                marshrut: string;
                                gruz: string;
                                prinad: string;
                                zayawitel: string;
                                mesto_wydachi: string;
                                cmr_no: string;
                                /** Format: date */
                                valid_until: string;
                            } | {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                corpname: string;
                                cmr_number: string;
                                permission_number: string;
                                fullname: string;
                                phone: string;
                                email: string;
                                director_fullname: string;
                                files: {
                                    field: "yuztutma" | "ygtyyarnama" | "dowlet_sanaw";
                                    id: number;
                                    /** @description GET it with the operator’s bearer token */
                                    url: string;
                                    name: string;
                                    mime: string;
                                    size: number;
                                }[];
                            };
                            /** @description Every change of status, oldest first, with who made it by name */
                            timeline: {
                                /** @description Null for the filing */
                                from_status: number | null;
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description The haulier's or operator's name; null for the payment provider */
                                actor_name: string | null;
                                /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                member: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept (1) or decline (2) a pending request; the client is e-mailed
         * @description Only a pending request (status 0) can be answered, by the operator holding its claim (`/api/operator/requests/claim`): 422 on `claim` when nobody holds it, on `claimed_by` when another operator does. Any other status, or any other target status, is a 422 on `status`. Answers the request as it stands now (`item`) with its timeline, the answer’s own entry included (`timeline`). Operators only: a client gets 403.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 1 online application, 2 loading permission, 3 unloading permission */
                        model_id: number;
                        item_id: number;
                        /** @description 1 accept or 2 decline; the request must be pending (0) */
                        status: number;
                        /**
                         * Format: multi-line
                         * @description Told to the client, e.g. why declined
                         */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            item?: {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /** @description 2 loading permission, 3 unloading permission */
                                model_id: 2 | 3;
                                razresheniye_no: string;
                                gos_prinad: string;
                                marka: string;
                                gos_nomer: string;
                                woditel_fio: string;
                                punkt_pog: string;
                                punkt_wyg: string;
                                marshrut: string;
                                gruz: string;
                                prinad: string;
                                zayawitel: string;
                                mesto_wydachi: string;
                                cmr_no: string;
                                /** Format: date */
                                valid_until: string;
                            } | {
                                id: number;
                                /** @description 0 pending, 1 accepted, 2 declined, 3 canceled */
                                status: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description The client who filed the request */
                                owner: {
                                    id: number;
                                    email: string;
                                    name: string;
                                    corpname: string;
                                    phone: string;
                                };
                                /** @description The account of the company's member who filed it (ADR 0109) */
                                filed_by: number | null;
                                claim: {
                                    operator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    claimed_at: string;
                                    /** @description Whether the caller holds it */
                                    mine: boolean;
                                } | null;
                                /** @description What the caller may do now: claim (nobody holds it), then, holding it, release and the steps its status allows (refund: revoke a paid e-permit with a refund) */
                                actions: ("claim" | "release" | "take" | "price" | "reject" | "issue" | "refund" | "accept" | "decline")[];
                                /**
                                 * @description 1 online application
                                 * @enum {number}
                                 */
                                model_id: 1;
                                corpname: string;
                                cmr_number: string;
                                permission_number: string;
                                fullname: string;
                                phone: string;
                                email: string;
                                director_fullname: string;
                                files: {
                                    field: "yuztutma" | "ygtyyarnama" | "dowlet_sanaw";
                                    id: number;
                                    /** @description GET it with the operator’s bearer token */
                                    url: string;
                                    name: string;
                                    mime: string;
                                    size: number;
                                }[];
                            };
                            /** @description Every change of status, oldest first, with who made it by name */
                            timeline?: {
                                /** @description Null for the filing */
                                from_status: number | null;
                                to_status: number;
                                actor_role: "client" | "operator" | "payment_provider";
                                /** @description The haulier's or operator's name; null for the payment provider */
                                actor_name: string | null;
                                /** @description The name of the company's member who did it; null for the office, the provider and changes from before companies had members */
                                member: string | null;
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the deposit (bank balance) of a client's profile of one kind */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_id: number;
                        /**
                         * @description 1 for the legal-entity profile, 0 for the individual one
                         * @example 1
                         * @enum {unknown}
                         */
                        is_legal: true | false | 1 | 0 | "1" | "0";
                        /** @description Manat, two decimals at most */
                        balance: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "success";
                            balance: number;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys that sign issued e-permits (a JWK set; old keys stay listed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: string;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permit-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issued documents of the caller’s e-permits among permit_ids (of any haulier’s, for an operator) */
        get: {
            parameters: {
                query: {
                    /** @description Up to 100 e-permit ids, comma-separated */
                    permit_ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                permit_id: number;
                                /** @description The protocol’s permit id: TM-TR-2026-1-17 */
                                number: string;
                                /** @description The compact ES256 JWS an officer verifies */
                                credential: string;
                                /** @description The short verify code printed beside the QR code: K7MQ2-XW9PA */
                                verify_code: string;
                                /** @description The public page that checks it, PUBLIC_URL/verify/{verify_code} */
                                verify_url: string;
                                /** Format: date-time */
                                issued_at: string;
                                revoked_at: string | null;
                                revoke_reason: string | null;
                            }[];
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permit-documents/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issued e-permit as a PDF (the account’s language, or the request’s, and English), to its owner */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permit-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks an e-permit’s credential: valid, revoked, expired or forged */
        get: {
            parameters: {
                query: {
                    /** @description The short verify code (K7MQ2-XW9PA, case and dashes free) or the credential (a JWS) */
                    code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "valid" | "revoked" | "expired" | "forged";
                            permit: {
                                number: string;
                                issuer: string;
                                issued_for: string;
                                year: number;
                                type: {
                                    number: number;
                                    name: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                country: {
                                    code: string;
                                    name: {
                                        tm: string;
                                        ru: string;
                                        en: string;
                                    };
                                };
                                haulier: string;
                                car_plate: string;
                                trailer_plate: string | null;
                                /**
                                 * Format: date
                                 * @description yyyy-mm-dd
                                 */
                                departure_date: string;
                                /**
                                 * Format: date
                                 * @description yyyy-mm-dd
                                 */
                                return_date: string;
                                /** Format: date-time */
                                issued_at: string;
                                revoked_at: string | null;
                            } | null;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/permits/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an issued e-permit (status 5) with a reason shown to its owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: multi-line */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "success";
                            document: {
                                permit_id: number;
                                /** @description The protocol’s permit id: TM-TR-2026-1-17 */
                                number: string;
                                /** @description The compact ES256 JWS an officer verifies */
                                credential: string;
                                /** @description The short verify code printed beside the QR code: K7MQ2-XW9PA */
                                verify_code: string;
                                /** @description The public page that checks it, PUBLIC_URL/verify/{verify_code} */
                                verify_url: string;
                                /** Format: date-time */
                                issued_at: string;
                                revoked_at: string | null;
                                revoke_reason: string | null;
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes of the caller’s e-permits and requests (operators: the office’s) after an id */
        get: {
            parameters: {
                query?: {
                    /** @description The last event the reader has; without it, the answer names the newest only */
                    after?: number;
                    /** @description Without `after`: start this many seconds back, so that a screen read just before its stream opened hears what changed since */
                    recent?: number;
                    /** @description Seconds to wait for an event when there is none yet (0: answer at once) */
                    wait?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                /** @description The event’s id: SSE’s id and Last-Event-ID */
                                id: number;
                                /** @description A status changed (a new request included), or a claim was taken or given up */
                                kind: "status" | "claim";
                                /** @description What changed */
                                subject: "permit" | "cargo_permission" | "online_application" | "payment";
                                record_id: number;
                                /** @description Its new status (the REST number as text); null for a claim */
                                status: string | null;
                            }[];
                            /** @description The newest event’s id the reader may resume from */
                            latest: number;
                            /** @description Events after `after` were pruned (kept a day): the reader reads its screens anew */
                            gone: boolean;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unprocessable Content: the fields to fix */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description Field name → its problems, the first one to show under the field */
                            errors: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description A sentence in the language of the request */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
