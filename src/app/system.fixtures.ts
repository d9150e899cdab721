import { actorScopeMachine } from '../../machines/actor-scope.machine'
import { createAppSystem, type AppSystem } from './system'

/** Tests: the app's system with a consultant's scope open, as while someone is signed in. */
export function signedInSystem(): AppSystem {
  const system = createAppSystem()
  system.start('app', 'consultant', actorScopeMachine)
  return system
}
