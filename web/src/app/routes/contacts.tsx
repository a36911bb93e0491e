// Placeholder until the page is built: composes the features of the 'contacts' route.
export function Component() {
  return <h1>contacts</h1>
}
