import { useSyncExternalStore } from 'react';
import { getRouteState, subscribeRoute, type RouteState } from './url-sync';

export function useRoute(): RouteState {
  return useSyncExternalStore(subscribeRoute, getRouteState);
}
