// Placeholder until the page is built: composes the features of the 'single-news' route.
export function Component() {
  return <h1>single-news</h1>
}
