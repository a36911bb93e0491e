// Placeholder until the page is built: composes the features of the 'not-found' route.
export function Component() {
  return <h1>not-found</h1>
}
