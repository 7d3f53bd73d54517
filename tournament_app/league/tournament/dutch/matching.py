"""Maximum-weight matching of maximum cardinality over integer weights (a blossom algorithm)."""

from __future__ import annotations

from collections.abc import Sequence


def max_weight_matching(count: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """The mate of each vertex 0..count-1 (-1 when unmatched): most edges first, then the greatest weight."""
    import networkx as nx  # type: ignore[import-untyped]  # loaded when a round is paired, not with the command line

    graph = nx.Graph()
    graph.add_nodes_from(range(count))
    for u, v, w in edges:
        graph.add_edge(u, v, weight=w)
    mate = [-1] * count
    for u, v in nx.max_weight_matching(graph, maxcardinality=True, weight="weight"):
        mate[u] = v
        mate[v] = u
    return mate
