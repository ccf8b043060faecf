/** What failover success and common-cause failures mean, and why they matter past four nines. */
export function RefinementsNote() {
  return (
    <div className="note">
      <h3>What the classic formulas leave out</h3>
      <p>
        <strong>Failover success</strong> (<code>parallel[failover=99.9%](primary, standby)</code>
        ): the first member is the primary; when it fails, the switch to a standby works with
        probability <var>c</var>. The pair is down when the primary is down and either the switch
        fails or every standby is down too: U = u₁ · ((1 − c) + c · u₂ ⋯ uₙ). With two 99.99%
        databases and c = 99.9%, that is 1.1 × 10⁻⁷ instead of 10⁻⁸: past four nines the failover
        path, not the standby, sets the limit.
      </p>
      <p>
        <strong>Common-cause failures</strong> (<code>[ccf=5%]</code>, a beta factor β): a shared
        dependency, deploy, config or monitoring path takes every member down at once. A
        common-cause event of probability β · max uᵢ (sized on the worst member) hits the whole
        group, and each member keeps (1 − β) · uᵢ as independent failures. Redundancy squares the
        independent part but cannot touch the common part, so the group is never better than β · max
        uᵢ: adding a better replica, or making one member perfect, does not remove it.
      </p>
      <p className="muted">
        Both are steady-state models with independent members otherwise; switch-over time and repair
        dependencies are not modelled here.
      </p>
    </div>
  );
}
