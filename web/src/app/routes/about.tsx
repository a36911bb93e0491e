// Placeholder until the page is built: composes the features of the 'about' route.
export function Component() {
  return <h1>about</h1>
}
