// Placeholder until the page is built: composes the features of the 'cabinet' route.
export function Component() {
  return <h1>cabinet</h1>
}
