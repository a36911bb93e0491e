// Placeholder until the page is built: composes the features of the 'news-list' route.
export function Component() {
  return <h1>news-list</h1>
}
