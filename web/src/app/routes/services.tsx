// Placeholder until the page is built: composes the features of the 'services' route.
export function Component() {
  return <h1>services</h1>
}
