import {
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLOutputType,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

/**
 * How many items a list is assumed to hold when a document's cost is estimated. The reference
 * lists are short (six regions, about a dozen cities each, some sixty countries), a history page
 * holds 16 items and a timeline a handful of steps; 10 is a fair middle for all of them.
 * `Type.field` entries set a list's own size where it is known to be larger.
 */
export const LIST_SIZES = {
  default: 10,
  fields: {
    'Query.countries': 60,
    'Region.cities': 20,
    'RequestPage.items': 16,
    'PermitPage.items': 16,
  } as Record<string, number>,
}

/**
 * What a document may cost, lists multiplied: the web's costliest operation is about 1,550
 * (the client-data form's reference lists; a unit test measures every web document and keeps each
 * under a fifth of the limit). graphql-armor's cost limit counts fields by depth and ignores
 * how many items a list returns, so fifteen aliased `regions { cities { region { cities … } } }`
 * passed it and made the gateway build millions of objects (69 s of CPU for one request).
 */
export const MAX_LIST_COST = 20_000

/**
 * A validation rule: refuses (400, `GRAPHQL_VALIDATION_FAILED`) an operation whose estimated
 * cost passes `maxCost`. A field costs 1; an object's or list's selection costs what its fields
 * cost, times the list's assumed size for each list wrapping it. Fragments count where they are
 * spread; a spread inside itself (refused by graphql-js's own rules) counts nothing here.
 */
export function listCostRule(
  maxCost = MAX_LIST_COST,
  measured?: (operation: string, cost: number) => void,
): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const root =
        operation.operation === 'query'
          ? context.getSchema().getQueryType()
          : operation.operation === 'mutation'
            ? context.getSchema().getMutationType()
            : context.getSchema().getSubscriptionType()
      if (!root) return false
      const cost = costOf(context, operation.selectionSet, root, new Set(), maxCost)
      measured?.(operation.name?.value ?? '', cost)
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(
            `The query asks for too much at once (estimated cost ${Math.round(Math.min(cost, 1e12))}, at most ${maxCost}); ask for fewer items or fewer nested lists.`,
            {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' },
            },
          ),
        )
      }
      return false
    },
  })
}

function costOf(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  spreading: Set<string>,
  maxCost: number,
): number {
  let cost = 0
  for (const selection of selectionSet.selections) {
    if (cost > maxCost) return cost
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value
      if (name.startsWith('__')) {
        cost += 1
        continue
      }
      const field = fieldOf(parent, name)
      if (!field) continue // unknown fields are graphql-js's to report
      cost += 1
      if (!selection.selectionSet) continue
      const named = getNamedType(field.type)
      if (!isCompositeType(named)) continue
      const inner = costOf(context, selection.selectionSet, named, spreading, maxCost)
      cost += inner * multiplierOf(field.type, `${parent.name}.${name}`)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value
      const type = typeName ? context.getSchema().getType(typeName) : parent
      if (!type || !isCompositeType(type)) continue
      cost += costOf(context, selection.selectionSet, type, spreading, maxCost)
    } else {
      const name = selection.name.value
      if (spreading.has(name)) continue
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name)
      if (!fragment) continue
      const type = context.getSchema().getType(fragment.typeCondition.name.value)
      if (!type || !isCompositeType(type)) continue
      spreading.add(name)
      cost += costOf(context, fragment.selectionSet, type, spreading, maxCost)
      spreading.delete(name)
    }
  }
  return cost
}

function fieldOf(
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name]
  return undefined
}

/** The assumed size of each list wrapping `type`, multiplied (1 for a single object). */
function multiplierOf(type: GraphQLOutputType, coordinate: string): number {
  let multiplier = 1
  let current: GraphQLOutputType = type
  while (isListType(current) || isNonNullType(current)) {
    if (isListType(current)) multiplier *= LIST_SIZES.fields[coordinate] ?? LIST_SIZES.default
    current = current.ofType
  }
  return multiplier
}
