import { toSeason } from '../shared/calendar-rules.ts';
import type { ConcertGroup } from './group.ts';

export interface Season {
  /** `2025/2026`: 1 August 2025 to 31 July 2026. */
  name: string;
  groups: ConcertGroup[];
}

/** Groups already in key-date order (either way) under the seasons of their key dates, in the same order. */
export function toSeasons(groups: readonly ConcertGroup[]): Season[] {
  const seasons: Season[] = [];
  for (const group of groups) {
    const name = toSeason(group.keyDate);
    const last = seasons[seasons.length - 1];
    if (last?.name === name) last.groups.push(group);
    else seasons.push({ name, groups: [group] });
  }
  return seasons;
}
