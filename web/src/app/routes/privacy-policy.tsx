// Placeholder until the page is built: composes the features of the 'privacy-policy' route.
export function Component() {
  return <h1>privacy-policy</h1>
}
