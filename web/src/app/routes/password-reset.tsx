// Placeholder until the page is built: composes the features of the 'password-reset' route.
export function Component() {
  return <h1>password-reset</h1>
}
