//! Ratings: Glicko-2 per game and table size, changed in the same durable write as a game's end, and
//! recomputable from the archive of finished games.
//!
//! The readings this module takes:
//!
//! - **Pools.** Each game of the catalogue is rated on its own, and within a game each table size on its
//!   own ([`Pool`]): two-player Junqi, four-player Junqi (and four-player Junqi played by three) and Blind
//!   Junqi (翻棋) are separate catalogue entries, so they never share a rating.
//! - **Which games are rated.** A game is rated when people play it (never a game against the bot), it
//!   was not challenged as `casual`, and it ends with a result: a game called off before its first move
//!   has none and changes nothing. The "between two people who have both played before" is read
//!   the way lichess reads it: a newcomer's games count from the first, and their rating carries the
//!   provisional mark ([`Rating::is_provisional`]) until enough games have settled it, rather than
//!   holding their first games back, which would only delay the same provisional period. A takeback
//!   needs the opponent's consent, and the moves it takes back do not count when the game is replayed
//!   (its log keeps them, marked as taken back), so a game with takebacks is rated like any other by
//!   the result it reached (lichess does the same).
//! - **The update.** Each rated game is its own rating period (as on lichess): every player's rating,
//!   deviation and volatility are updated by Glicko-2 (`skillratings`, with τ = 0.5) from that one
//!   result.
//! - **Teams.** In a team game each player is rated from the team's result against one composite
//!   opponent standing for the other side: its rating is the mean of the opponents' ratings, its
//!   deviation the root mean square of their deviations. A player's own partners do not enter their
//!   update, so a strong partner does not inflate a weak player's gain beyond what the result against
//!   that opposition says, and a team result counts as one game's evidence for each player (rating
//!   the player against each opponent separately would count one result two or three times). With
//!   more than two sides (four-player Junqi played by three, each alone), the other sides together make
//!   the composite.
//! - **Provisional.** A rating whose deviation exceeds 110 is provisional (lichess' threshold): it is
//!   shown with a `?` and left off leaderboards.
//!
//! The stored ratings are a cache of the archive: [`recompute`] replays every rated finished game, in the
//! order they were rated, from the default rating, and must reach exactly the stored values.

use crate::model::{GameId, Pool, UserId};
use crate::store::{GameRecord, Store, StoreError};
use games::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use std::collections::BTreeMap;

/// The deviation above which a rating is provisional (lichess: 110).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A Glicko-2 rating on the familiar scale (1500 for a newcomer).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation: how uncertain the rating is.
    pub deviation: f64,
    /// The volatility: how erratic the player's results are.
    pub volatility: f64,
}

/// Ratings are never NaN (every value comes from Glicko-2 on finite inputs), so equality is total.
impl Eq for Rating {}

impl Default for Rating {
    /// A newcomer: 1500, deviation 350, volatility 0.06.
    fn default() -> Self {
        Self::from_glicko(Glicko2Rating::new())
    }
}

impl Rating {
    fn from_glicko(rating: Glicko2Rating) -> Self {
        Self {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// Whether the rating is still provisional (its deviation is above [`PROVISIONAL_DEVIATION`]).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown: rounded, with `?` while provisional (`1662?`).
    pub fn shown(&self) -> String {
        format!(
            "{}{}",
            self.rating.round() as i64,
            if self.is_provisional() { "?" } else { "" }
        )
    }
}

/// A change of rating as shown: `+12`, `−7`, `±0`.
pub fn shown_change(before: f64, after: f64) -> String {
    let change = after.round() as i64 - before.round() as i64;
    match change {
        0 => "±0".to_owned(),
        change if change > 0 => format!("+{change}"),
        change => format!("\u{2212}{}", change.unsigned_abs()),
    }
}

/// One player's part in a rated game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRating {
    /// Who played the seat.
    pub user: UserId,
    /// Their rating in the pool before the game.
    pub before: Rating,
    /// After it.
    pub after: Rating,
    /// How many rated games of the pool they have played, this one included.
    pub games: u32,
}

/// What a rated game did to its players' ratings, kept with the game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedGame {
    /// Its place in the order games were rated (from 1): the order [`recompute`] replays them in.
    pub seq: u64,
    /// The pool it was rated in.
    pub pool: Pool,
    /// Each seat's change, in seat order.
    pub seats: Vec<SeatRating>,
}

/// A player's current rating in one pool, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// The record's schema version.
    pub schema: u32,
    /// Whose.
    pub user: UserId,
    /// The pool.
    pub pool: Pool,
    /// The rating.
    pub rating: Rating,
    /// How many rated games of the pool they have played.
    pub games: u32,
    /// The last rated game that changed it.
    pub last_game: GameId,
    /// The name the player had in that game, for leaderboards.
    #[serde(default)]
    pub name: String,
}

/// How a seat scored: 1 for a win, ½ for a draw, 0 for a loss.
pub fn score(outcome: &Outcome, seat: Seat) -> f64 {
    match outcome {
        Outcome::Win { winners, .. } if winners.contains(&seat) => 1.0,
        Outcome::Win { .. } => 0.0,
        Outcome::Draw { .. } => 0.5,
    }
}

/// The ratings after a game: `before` and `teams` in seat order (seats with the same team number are
/// partners). Each player is rated against one composite opponent made of every seat not on their team
/// (see the module docs).
pub fn rate(before: &[Rating], teams: &[u8], outcome: &Outcome) -> Vec<Rating> {
    let config = Glicko2Config::new();
    before
        .iter()
        .enumerate()
        .map(|(index, &own)| {
            let team = teams.get(index).copied();
            let opponents: Vec<Rating> = before
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != index && teams.get(other).copied() != team)
                .map(|(_, rating)| *rating)
                .collect();
            if opponents.is_empty() {
                return own;
            }
            let count = opponents.len() as f64;
            let composite = Glicko2Rating {
                rating: opponents.iter().map(|r| r.rating).sum::<f64>() / count,
                deviation: (opponents.iter().map(|r| r.deviation.powi(2)).sum::<f64>() / count)
                    .sqrt(),
                volatility: Glicko2Rating::new().volatility,
            };
            let points = score(outcome, Seat(index as u8));
            let result = if points > 0.75 {
                Outcomes::WIN
            } else if points < 0.25 {
                Outcomes::LOSS
            } else {
                Outcomes::DRAW
            };
            Rating::from_glicko(glicko2_rating_period(
                &own.glicko(),
                &[(composite, result)],
                &config,
            ))
        })
        .collect()
}

/// Rates a game that has just ended: reads its players' ratings from `store` and computes the change.
/// `None` when the game is not rated (a casual game, a game against the bot, no result). The caller
/// holds [`Store::lock_ratings`] from this call until the record carrying the result is saved, so two
/// games ending at once never rate from the same old values; across processes sharing a database, the
/// store refuses the save when another game was rated after this one's number was read.
pub fn settle(
    store: &Store,
    record: &GameRecord,
    game: &dyn games::Game,
) -> Result<Option<RatedGame>, StoreError> {
    if !record.is_rated() {
        return Ok(None);
    }
    let Some(outcome) = game.outcome() else {
        return Ok(None);
    };
    let pool = record.pool();
    // The number first: a game rated after it was read makes the store refuse this one (its ratings may
    // have been read stale), so the end is settled again from the new ratings.
    let seq = store.last_rated()? + 1;
    let mut before = Vec::new();
    let mut played = Vec::new();
    for player in record.players.values() {
        let stored = store.rating(player.id, &pool)?;
        before.push(
            stored
                .as_ref()
                .map(|stored| stored.rating)
                .unwrap_or_default(),
        );
        played.push(stored.map_or(0, |stored| stored.games));
    }
    let after = rate(&before, &game.seating().teams, &outcome);
    let seats = record
        .players
        .values()
        .zip(before.into_iter().zip(after))
        .zip(played)
        .map(|((player, (before, after)), played)| SeatRating {
            user: player.id,
            before,
            after,
            games: played + 1,
        })
        .collect();
    Ok(Some(RatedGame { seq, pool, seats }))
}

/// Every player's rating in every pool, with their number of rated games.
pub type Table = BTreeMap<(Pool, UserId), (Rating, u32)>;

/// Why the ratings could not be recomputed.
#[derive(Debug, thiserror::Error)]
pub enum RecomputeError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A rated game does not replay to a result.
    #[error(transparent)]
    Restore(#[from] crate::store::RestoreError),
    /// A rated game replays without a result.
    #[error("game #{0} was rated but replays without a result")]
    NoResult(u64),
}

/// Every rating recomputed from the archive: each rated finished game replayed from its log to its
/// result, rated in the order games were rated, starting from the default rating. Keyed by pool and
/// player, with the number of rated games.
pub fn recompute(store: &Store) -> Result<Table, RecomputeError> {
    let mut rated: Vec<(u64, GameRecord)> = store
        .finished_games()?
        .into_iter()
        .filter_map(|record| Some((record.rating.as_ref()?.seq, record)))
        .collect();
    rated.sort_by_key(|(seq, _)| *seq);
    let mut ratings = Table::new();
    for (_, record) in rated {
        let game = crate::store::replay(&record, &store.log(record.id)?)?;
        let outcome = game
            .outcome()
            .ok_or(RecomputeError::NoResult(record.id.0))?;
        let pool = record.pool();
        let before: Vec<Rating> = record
            .players
            .values()
            .map(|player| {
                ratings
                    .get(&(pool.clone(), player.id))
                    .map(|(rating, _)| *rating)
                    .unwrap_or_default()
            })
            .collect();
        let after = rate(&before, &game.seating().teams, &outcome);
        for (player, rating) in record.players.values().zip(after) {
            let entry = ratings
                .entry((pool.clone(), player.id))
                .or_insert((Rating::default(), 0));
            *entry = (rating, entry.1 + 1);
        }
    }
    Ok(ratings)
}

/// The stored ratings in the shape [`recompute`] returns, to compare the two.
pub fn stored(store: &Store) -> Result<Table, StoreError> {
    Ok(store
        .all_ratings()?
        .into_iter()
        .map(|stored| ((stored.pool, stored.user), (stored.rating, stored.games)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::EndReason;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    fn near(found: f64, wanted: f64, tolerance: f64) {
        assert!(
            (found - wanted).abs() < tolerance,
            "found {found}, wanted {wanted}"
        );
    }

    fn win(seats: &[u8]) -> Outcome {
        Outcome::Win {
            winners: seats.iter().map(|&seat| Seat(seat)).collect(),
            reason: EndReason::Resignation,
        }
    }

    /// Two newcomers (1500, RD 350, σ 0.06); the first wins. By hand, on the Glicko-2 scale:
    /// μ = 0, φ = 350 / 173.7178 = 2.01476; g(φ) = 1 / √(1 + 3φ²/π²) = 0.66874; E = 1 / (1 + e⁰) = ½;
    /// v = 1 / (g² E (1 − E)) = 8.93547; Δ = v g (1 − E) = 2.98923. The volatility iteration gives
    /// σ′ = 0.0599997; φ* = √(φ² + σ′²) = 2.01565; φ′ = 1 / √(1/φ*² + 1/v) = 1.67120; μ′ = φ′² g (1 − E)
    /// = 0.93386. Back on the familiar scale: r′ = 1500 + 173.7178 μ′ = 1662.31, RD′ = 173.7178 φ′ =
    /// 290.32; the loser mirrors it at 1337.69.
    #[test]
    fn two_newcomers_move_by_the_hand_computed_amounts() {
        let after = rate(&[Rating::default(); 2], &[0, 1], &win(&[0]));
        near(after[0].rating, 1662.3109, 1e-3);
        near(after[0].deviation, 290.3190, 1e-3);
        near(after[0].volatility, 0.0599997, 1e-6);
        near(after[1].rating, 1337.6891, 1e-3);
        near(after[1].deviation, 290.3190, 1e-3);
    }

    /// An established 1700 (RD 80) draws with a 1500 (RD 150): g(150/173.72) = 0.9005 for the stronger,
    /// E = 1/(1 + e^(−0.9005 · 1.1513)) = 0.7389; v = 6.3557, Δ = −1.3701 give r′ = 1692.19, RD′ = 79.34;
    /// for the weaker v = 5.7267, Δ = 1.4055 give r′ = 1528.25, RD′ = 141.40.
    #[test]
    fn a_draw_moves_the_stronger_player_down_and_the_weaker_up() {
        let after = rate(
            &[rating(1700.0, 80.0), rating(1500.0, 150.0)],
            &[0, 1],
            &Outcome::Draw {
                reason: EndReason::Agreement,
            },
        );
        near(after[0].rating, 1692.1882, 1e-3);
        near(after[0].deviation, 79.3412, 1e-3);
        near(after[1].rating, 1528.2473, 1e-3);
        near(after[1].deviation, 141.3970, 1e-3);
    }

    /// Team South & North (1600/100 and 1400/300) beats East & West (1500/200 and 1550/120). Each winner
    /// meets the composite opponent 1525 with RD √((200² + 120²)/2) = 164.92; each loser meets 1500 with
    /// RD √((100² + 300²)/2) = 223.61. By hand (as above, one game each): 1619.66/97.50, 1596.47/242.66,
    /// 1422.89/181.24, 1514.75/115.97.
    #[test]
    fn team_players_are_rated_against_the_composite_of_the_other_side() {
        let after = rate(
            &[
                rating(1600.0, 100.0),
                rating(1500.0, 200.0),
                rating(1400.0, 300.0),
                rating(1550.0, 120.0),
            ],
            &[0, 1, 0, 1],
            &win(&[0, 2]),
        );
        near(after[0].rating, 1619.6604, 1e-3);
        near(after[0].deviation, 97.4991, 1e-3);
        near(after[2].rating, 1596.4678, 1e-3);
        near(after[2].deviation, 242.6641, 1e-3);
        near(after[1].rating, 1422.8943, 1e-3);
        near(after[1].deviation, 181.2445, 1e-3);
        near(after[3].rating, 1514.7459, 1e-3);
        near(after[3].deviation, 115.9669, 1e-3);
    }

    /// The crate against Glickman's own worked example (a 1500/200 player meets 1400/30, 1550/100 and
    /// 1700/300 in one period: win, loss, loss → 1464.05, 151.52, σ 0.05999).
    #[test]
    fn the_crate_reproduces_glickmans_worked_example() {
        let after = glicko2_rating_period(
            &rating(1500.0, 200.0).glicko(),
            &[
                (rating(1400.0, 30.0).glicko(), Outcomes::WIN),
                (rating(1550.0, 100.0).glicko(), Outcomes::LOSS),
                (rating(1700.0, 300.0).glicko(), Outcomes::LOSS),
            ],
            &Glicko2Config::new(),
        );
        near(after.rating, 1464.0507, 1e-3);
        near(after.deviation, 151.5165, 1e-3);
        near(after.volatility, 0.059996, 1e-6);
    }

    #[test]
    fn provisional_ratings_are_marked_and_changes_signed() {
        assert_eq!(Rating::default().shown(), "1500?");
        assert_eq!(rating(1712.4, 80.0).shown(), "1712");
        assert!(!rating(1500.0, 110.0).is_provisional());
        assert!(rating(1500.0, 110.5).is_provisional());
        assert_eq!(shown_change(1500.0, 1662.3), "+162");
        assert_eq!(shown_change(1500.0, 1337.7), "\u{2212}162");
        assert_eq!(shown_change(1500.2, 1499.9), "±0");
    }
}
