// Placeholder until the page is built: composes the features of the 'signup' route.
export function Component() {
  return <h1>signup</h1>
}
