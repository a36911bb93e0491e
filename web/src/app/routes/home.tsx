// Placeholder until the page is built: composes the features of the 'home' route.
export function Component() {
  return <h1>home</h1>
}
