//! The scales every game's analysis shares: winning chances, how bad a move was, accuracy.

/// How steep the curve from a score to winning chances is, per margin of the game: one clear edge (a
/// weak piece) is about a quarter of the way from level to won.
const STEEPNESS: f64 = 0.5;

/// The winning chances of a side whose score is `score` on a scale where `margin` is a clear edge: from
/// −1 (lost) through 0 (level) to +1 (won), by one logistic curve for every game, so that a game's scale
/// matters only through its margin. Strictly increasing in `score`.
pub fn win_chance(score: i32, margin: i32) -> f64 {
    let x = STEEPNESS * f64::from(score) / f64::from(margin.max(1));
    2.0 / (1.0 + (-x).exp()) - 1.0
}

/// How a move is judged by the winning chances it lost its mover (on the scale of [`win_chance`], where
/// the whole range is 2): lichess's thresholds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// A loss of at least 0.1.
    Inaccuracy,
    /// A loss of at least 0.2.
    Mistake,
    /// A loss of at least 0.3.
    Blunder,
}

impl Judgement {
    /// The judgement of a move that lost `loss` of its mover's winning chances; `None` for a good move.
    pub fn of(loss: f64) -> Option<Judgement> {
        if loss >= 0.3 {
            Some(Judgement::Blunder)
        } else if loss >= 0.2 {
            Some(Judgement::Mistake)
        } else if loss >= 0.1 {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }
}

/// The accuracy of one move that lost `loss` of its mover's winning chances, in percent: lichess's curve
/// over the winning percentage lost (`50 · loss`), 100 for a move that lost nothing.
pub fn move_accuracy(loss: f64) -> f64 {
    if loss <= 0.0 {
        return 100.0;
    }
    let lost_percent = 50.0 * loss;
    (103.1668 * (-0.04354 * lost_percent).exp() - 3.1669).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn analysis_win_chance_is_monotone_and_bounded() {
        for margin in [100, 150, 200, 1_000] {
            let mut last = -1.0;
            for score in (-40_000..=40_000).step_by(37) {
                let chance = win_chance(score, margin);
                assert!(chance >= last, "{score} at margin {margin}");
                assert!((-1.0..=1.0).contains(&chance));
                last = chance;
            }
            assert_eq!(win_chance(0, margin), 0.0);
            assert!(win_chance(margin, margin) > 0.2 && win_chance(margin, margin) < 0.3);
            assert!(win_chance(30_000, margin) > 0.999);
        }
    }

    #[test]
    fn analysis_judgements_follow_the_thresholds() {
        assert_eq!(Judgement::of(0.05), None);
        assert_eq!(Judgement::of(0.15), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of(0.25), Some(Judgement::Mistake));
        assert_eq!(Judgement::of(1.2), Some(Judgement::Blunder));
    }

    #[test]
    fn analysis_accuracy_falls_with_the_loss() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert!(move_accuracy(0.1) < 100.0 && move_accuracy(0.1) > move_accuracy(0.5));
        assert_eq!(move_accuracy(2.0), 0.0);
    }
}
