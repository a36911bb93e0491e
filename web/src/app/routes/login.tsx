// Placeholder until the page is built: composes the features of the 'login' route.
export function Component() {
  return <h1>login</h1>
}
