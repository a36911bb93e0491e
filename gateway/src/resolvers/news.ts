/** An image path of the API as the gateway serves it (`/storage/*` is passed to the API). */
export const onGateway = (path: string) => `/${path.replace(/^\/+/, '')}`
