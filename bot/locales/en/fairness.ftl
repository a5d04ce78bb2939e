# The umpire's commitments: published before play, checked after (docs/fairness.md).

fairness-seed-hash = Umpire's seed, committed: SHA-256 { $hash }
fairness-root = Umpire's commitment to every hidden piece: Merkle root { $root }
fairness-verify-hint = verify #{ $game } to check the umpire.
verify-verified = Game #{ $game } verified: every reveal matches the umpire's commitments and the game replays to the same public record.
verify-failed = Game #{ $game } does not verify: { $why }
verify-nothing = Game #{ $game } hides nothing and draws nothing at random, so there is nothing to verify.
