import type { Agent } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRefetch,
  loadFromList,
  loadFromListInSlices,
  missingEndpointsText,
  withoutAgent,
} from './endpointLoading';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const RECENT = '2026-11-20T14:30:00.000Z';

function hostDetail(id: string, userName: string | null): Agent['hostDetail'] {
  return {
    hostname: `host-${id}`,
    userName,
    platform: { architecture: 'x86_64', version: 'Windows 11 Enterprise 23H2' },
    networkInterfaces: [{ name: 'Ethernet0', macAddress: '00:50:56:00:00:01', addresses: ['10.0.0.2'] }],
  };
}

function agent(id: string, change: Partial<Agent> = {}): Agent {
  return {
    id,
    deploymentID: 'deployment-1',
    softwareVersion: '7.14.18605',
    queryInProgress: false,
    containment: { contained: false },
    heartbeat: { createTime: RECENT },
    hostDetail: hostDetail(id, 'dana.reyes'),
    ...change,
  };
}

const noUser = (id: string) => agent(id, { hostDetail: hostDetail(id, null) });

describe('endpoint loading (portal-core §3, §4)', () => {
  it('says how many endpoints are missing, verbatim', () => {
    expect(missingEndpointsText(3)).toBe(
      '3 missing endpoint(s). Try refreshing the page to load the missing endpoints.',
    );
  });

  it('lists agents with a heartbeat and no query in progress, in the order of the list', () => {
    const load = loadFromList(
      [agent('a'), agent('b', { queryInProgress: true }), agent('c', { heartbeat: null }), agent('d')],
      NOW,
    );
    expect(load.rows.map((row) => row.id)).toEqual(['a', 'd']);
  });

  it('holds agents by id: a repeated id keeps its first place and its last data', () => {
    const load = loadFromList([agent('a'), agent('b'), noUser('a')], NOW);
    expect(load.rows.map((row) => [row.id, row.userName])).toEqual([
      ['a', null],
      ['b', 'dana.reyes'],
    ]);
  });

  it('re-fetches incomplete rows and queries in progress, not agents without a heartbeat', () => {
    const load = loadFromList(
      [agent('a'), noUser('b'), agent('c', { queryInProgress: true }), agent('d', { heartbeat: null })],
      NOW,
    );
    expect(load.pendingIds).toEqual(['b', 'c']);
    // Complete rows over rows (portal-core §2); the agent in progress is no row (§3): 1 of 2.
    expect(load.progress).toBe(50);
  });

  it('is complete (100 %) with no agents', () => {
    expect(loadFromList([], NOW).progress).toBe(100);
  });

  it('takes completed agents from a re-fetch and keeps the other rows as they were', () => {
    const before = loadFromList([agent('a'), noUser('b'), agent('c', { queryInProgress: true })], NOW);
    const after = applyRefetch(before, [agent('b'), agent('c')], NOW);
    expect(after.pendingIds).toEqual([]);
    expect(after.progress).toBe(100);
    expect(after.rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(after.rows[0]).toBe(before.rows[0]);
  });

  it('answers the same load when a re-fetch changes nothing', () => {
    const before = loadFromList([agent('a'), noUser('b')], NOW);
    expect(applyRefetch(before, [noUser('b')], NOW)).toBe(before);
  });

  it('ignores re-fetched agents it does not hold (removed meanwhile)', () => {
    const before = withoutAgent(loadFromList([agent('a'), noUser('b')], NOW), 'b', NOW);
    const after = applyRefetch(before, [agent('b')], NOW);
    expect(after.rows.map((row) => row.id)).toEqual(['a']);
  });

  it('drops a removed agent from the rows and from what is pending', () => {
    const load = withoutAgent(loadFromList([agent('a'), noUser('b')], NOW), 'b', NOW);
    expect(load.rows.map((row) => row.id)).toEqual(['a']);
    expect(load.pendingIds).toEqual([]);
  });

  it('keeps the rows of the other agents when one is removed', () => {
    const before = loadFromList([agent('a'), agent('b'), agent('c')], NOW);
    const after = withoutAgent(before, 'b', NOW);
    expect(after.rows).toEqual([before.rows[0], before.rows[2]]);
    expect(after.rows[1]).toBe(before.rows[2]);
    // The ids still find their agents after the shift.
    expect(applyRefetch(after, [noUser('c')], NOW).pendingIds).toEqual(['c']);
  });

  it('a list that answers the same agent objects keeps their rows; a changed agent gets a new one', () => {
    const a = agent('a');
    const before = loadFromList([a, agent('b')], NOW);
    const after = loadFromList([a, agent('b')], NOW, before);
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(after.rows[1]).not.toBe(before.rows[1]);
    expect(after.rows[1]).toEqual(before.rows[1]);
  });

  it('progress is complete rows over rows, whatever the mix (property)', () => {
    const kinds = fc.constantFrom('complete', 'incomplete', 'inProgress', 'noHeartbeat');
    fc.assert(
      fc.property(fc.array(kinds, { maxLength: 40 }), (mix) => {
        const agents = mix.map((kind, index) => {
          const id = `agent-${index}`;
          if (kind === 'incomplete') return noUser(id);
          if (kind === 'inProgress') return agent(id, { queryInProgress: true });
          if (kind === 'noHeartbeat') return agent(id, { heartbeat: { createTime: null } });
          return agent(id);
        });
        const count = (kind: string) => mix.filter((candidate) => candidate === kind).length;
        const total = count('complete') + count('incomplete');
        const load = loadFromList(agents, NOW);
        expect(load.progress).toBeCloseTo(total === 0 ? 100 : (count('complete') / total) * 100);
        expect(load.pendingIds).toHaveLength(count('incomplete') + count('inProgress'));
        expect(load.rows).toHaveLength(count('complete') + count('incomplete'));
      }),
    );
  });

  describe('a long list, loaded in slices', () => {
    // 12,000 agents, some repeated, some incomplete or with a query in progress: over two slices of each pass.
    const inQuery = (index: number) => index % 13 === 0;
    const list = Array.from({ length: 12_000 }, (_, index) => {
      const id = `agent-${index % 11_000}`;
      if (inQuery(index)) return agent(id, { queryInProgress: true, heartbeat: null });
      return index % 7 === 0 ? noUser(id) : agent(id);
    });

    it('builds the same load as at once, pausing between slices', async () => {
      let pauses = 0;
      const pause = () => {
        pauses += 1;
        return Promise.resolve();
      };
      const sliced = await loadFromListInSlices(list, NOW, null, pause, new AbortController().signal);
      expect(sliced).toEqual(loadFromList(list, NOW));
      expect(pauses).toBeGreaterThan(2);
      // One row per id, from its last entry in the list, unless that one has a query in progress.
      const lastEntry = new Map(list.map((entry, index) => [entry.id, index]));
      expect(sliced?.rows).toHaveLength([...lastEntry.values()].filter((index) => !inQuery(index)).length);
    });

    it('keeps the rows of the load it replaces, like a load at once', async () => {
      const before = loadFromList(list, NOW);
      const sliced = await loadFromListInSlices(
        list,
        NOW,
        before,
        () => Promise.resolve(),
        new AbortController().signal,
      );
      expect(sliced?.rows[5]).toBe(before.rows[5]);
    });

    it('stops when its signal aborts', async () => {
      const controller = new AbortController();
      const pause = () => {
        controller.abort();
        return Promise.resolve();
      };
      expect(await loadFromListInSlices(list, NOW, null, pause, controller.signal)).toBeNull();
    });
  });
});
