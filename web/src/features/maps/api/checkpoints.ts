import { graphql } from '../../../gql/gql'

/** Turkmenistan's road border checkpoints, for the checkpoint map and the neighbours' list. */
export const MapCheckpointsQuery = graphql(`
  query MapCheckpoints {
    checkpoints {
      id
      ...CheckpointMarker_checkpoint
      ...NeighbourList_checkpoint
    }
  }
`)
