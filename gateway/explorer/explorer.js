// Starts GraphiQL against this gateway. Loaded as a file (no inline script) so the page's
// Content-Security-Policy can forbid every script and connection that is not this origin's.
const fetcher = GraphiQL.createFetcher({
  url: '/graphql',
  headers: { 'Apollo-Require-Preflight': 'true' },
})
const defaultQuery = `# The news of the portal, newest first. Press the run button (or Ctrl+Enter).
query LatestNews {
  latestNews {
    id
    title { tm ru en }
    publishedAt
  }
}
`
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultQuery, defaultEditorToolsVisibility: true }),
)
