import type { ApolloServerPlugin } from '@apollo/server'
import {
  type ConstDirectiveNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
} from 'graphql'

/**
 * Settles an operation's cache policy before it runs when the schema already decides it.
 * Apollo's cache-control plugin works the policy out field by field, a hook per resolved field
 * (20 drivers of 6 fields: 140 hooks, each making a policy and two cache lookups), and gives a
 * root field with no `maxAge` a maxAge of 0, which makes the whole answer uncacheable. So an
 * operation with such a root field — every operation of a session's data, and every mutation:
 * only the public root fields have a `maxAge` — can only end uncacheable. Its policy is
 * restricted to that here, before execution, and Apollo's plugin then takes its own short path
 * (a policy already restricted is not worked out again). The answer and its `Cache-Control`
 * (`no-store`) are what they were; operations that may be public are left to the plugin whole.
 *
 * This holds while no resolver sets a hint at run time (`info.cacheControl.setCacheHint`, which
 * could raise a root field's maxAge above 0); none does.
 */
export function cachePolicyFromSchema<Context extends object>(): ApolloServerPlugin<Context> {
  const settled = new WeakMap<OperationDefinitionNode, boolean>()
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, schema, overallCachePolicy }) {
          if (!operation) return
          let uncacheable = settled.get(operation)
          if (uncacheable === undefined) {
            uncacheable = hasRootFieldWithoutMaxAge(operation, schema)
            settled.set(operation, uncacheable)
          }
          if (uncacheable) overallCachePolicy.restrict({ maxAge: 0 })
        },
      }
    },
  }
}

/**
 * Whether the operation surely resolves a root field that neither it nor its type gives a
 * positive `maxAge`. Fields under `@skip`/`@include` or in fragments, and introspection, are
 * not counted: they may not run, or are not hinted by Apollo at all.
 */
function hasRootFieldWithoutMaxAge(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
): boolean {
  const fields = schema.getRootType(operation.operation)?.getFields()
  if (!fields) return false
  return operation.selectionSet.selections.some((selection) => {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return false
    if (selection.name.value.startsWith('__')) return false
    const field = fields[selection.name.value]
    if (!field) return false
    return !hasMaxAge(field.astNode?.directives) && !typeHasMaxAge(getNamedType(field.type))
  })
}

function typeHasMaxAge(type: GraphQLNamedType): boolean {
  return [type.astNode, ...(type.extensionASTNodes ?? [])].some((node) =>
    hasMaxAge(node && 'directives' in node ? node.directives : undefined),
  )
}

/** Whether `@cacheControl(maxAge: n)` with n > 0 is among the directives. */
function hasMaxAge(directives: readonly ConstDirectiveNode[] | undefined): boolean {
  return (directives ?? []).some(
    (directive) =>
      directive.name.value === 'cacheControl' &&
      directive.arguments?.some(
        (argument) =>
          argument.name.value === 'maxAge' &&
          argument.value.kind === Kind.INT &&
          Number(argument.value.value) > 0,
      ),
  )
}
