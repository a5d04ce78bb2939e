# The umpire's commitments: published before play, checked after (docs/fairness.md).

fairness-seed-hash = Umpire's seed, committed: SHA-256 { $hash }
fairness-root = Umpire's commitment to every hidden piece: Merkle root { $root }
fairness-verify-hint = verify #{ $game } to check the umpire.
verify-verified = Game #{ $game } verified: every reveal matches the umpire's commitments and the game replays to the same public record.
verify-failed = Game #{ $game } does not verify: { $why }
verify-nothing = Game #{ $game } hides nothing and draws nothing at random, so there is nothing to verify.
rules-commits = The umpire commits to what it hides and draws before play, and proves it afterwards: `rules fairness` says how, `verify #number` checks a finished game.
rules-fairness =
    How the umpire proves it was fair
    In Junqi the umpire alone sees every setup; in Blind Junqi it shuffles the pieces; in Cetkaik it casts the sticks; random setups and who moves first come from it too. So that nobody has to take its word:
    • Random draws. When a challenge is made, the umpire draws a secret server seed and posts its SHA-256 hash at once, before anyone accepts. Each player adds a seed of their own: a word given with `seed=WORD` in the challenge or the accept (`accept seed=WORD`), else their accept itself. Every shuffle, random setup and cast comes from all these seeds together, so nobody, the umpire included, can choose them.
    • Hidden pieces. When play begins, the umpire posts one Merkle root in the game's thread, before the first move: a fingerprint of every hidden piece, each hashed with a secret random salt, so it tells nothing about any piece.
    • At the end the record reveals the server seed, every hidden piece with its salt, and every move with what the public was told.
    • To check: `verify #number` replays the finished game from what was revealed, checks the seed against its hash and every piece against the root, and compares every battle result, flip, cast and the result; it says "verified" or the first move that disagrees. Anyone can do the same from the exported record (`export #number`) with `umpire verify FILE`, or with a program of their own: the scheme is written out byte for byte in the project's docs/fairness.md. Compare the hash and the root with those posted in the thread.
    Jungle, Jungi and Lún Jungi hide nothing and draw nothing, so they publish nothing.
verify-so-far = Game #{ $game } is not over: { $count ->
    [one] the one piece shown so far matches
   *[other] the { $count } pieces shown so far match
} the umpire's commitment. The rest is revealed, and the whole game verified, at its end.
verify-older = Game #{ $game } started before the umpire committed to its games, so it has nothing to check.
