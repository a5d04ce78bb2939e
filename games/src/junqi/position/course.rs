//! The course of a game between turns: the next seat, the no-capture and turn limits, a seat that
//! cannot act, a seat leaving, and the end (§8.4–§8.6, §8.9, §9).

use super::{End, Exit, Happening, PassKind, Position};
use crate::junqi::config::Mode;
use crate::model::EndReason;

impl Position {
    /// `seat`'s team wins for `reason`.
    #[inline]
    pub(super) fn win(&mut self, seat: u8, reason: EndReason, sink: &mut impl FnMut(Happening)) {
        let winners = self.team_bits(seat);
        self.finish(winners, reason, sink);
    }

    /// The game ends with `winners` (seat bits; none for a draw).
    #[inline]
    fn finish(&mut self, winners: u8, reason: EndReason, sink: &mut impl FnMut(Happening)) {
        let end = End { winners, reason };
        self.end = Some(end);
        sink(Happening::Ended(end));
    }

    /// `seat` leaves the game (§9.2): on the four-armed board its pieces leave at once (§12 item 16), and
    /// when one team is left it wins, eliminated partners included.
    #[inline]
    pub(super) fn eliminate(&mut self, seat: u8, exit: Exit, sink: &mut impl FnMut(Happening)) {
        self.out[usize::from(seat)] = true;
        sink(Happening::Eliminated { seat, exit });
        let table = self.config.table;
        // On the four-armed board the seat's pieces leave, also when its leaving ends the game; in the
        // games of two the final board keeps them.
        if table.mode == Mode::Four
            && let Some(owner) = self.owner_of_seat(seat)
        {
            for at in self.occupied[usize::from(owner)].iter() {
                self.take(at);
            }
            self.covered[usize::from(owner)] = None;
        }
        let mut teams: Vec<u8> = self
            .remaining()
            .into_iter()
            .map(|seat| table.team(seat))
            .collect();
        teams.sort();
        teams.dedup();
        if let [team] = teams[..] {
            let winner = self
                .remaining()
                .into_iter()
                .find(|&seat| table.team(seat) == team)
                .expect("a seat of the team remains");
            self.win(winner, exit.reason(), sink);
        }
    }

    /// The next remaining seat after the one to move becomes the one to move (§9.1).
    #[inline]
    pub(super) fn advance(&mut self) {
        let table = self.config.table;
        let mut seat = self.to_move;
        for _ in 0..table.seats() {
            seat = table.next(seat, self.config.clockwise);
            if !self.is_out(seat) {
                break;
            }
        }
        self.to_move = seat;
    }

    /// Steps 4 and 5 of §8.4: the no-capture counter, the turn cap, then the next player's turn.
    #[inline]
    pub(super) fn after_turn(&mut self, reset: bool, sink: &mut impl FnMut(Happening)) {
        self.quiet = if reset { 0 } else { self.quiet + 1 };
        let limit = self.config.no_capture_limit;
        if limit > 0 && self.quiet >= limit {
            return self.finish(0, EndReason::NO_CAPTURE, sink);
        }
        let cap = self.config.turn_cap;
        if cap > 0 && self.turn >= cap {
            return self.finish(0, crate::junqi::TURN_CAP, sink);
        }
        self.advance();
        self.start_turn(sink);
    }

    /// The no-legal-move check at the start of a turn (§8.5).
    #[inline]
    pub fn start_turn(&mut self, sink: &mut impl FnMut(Happening)) {
        if self.end.is_some() {
            return;
        }
        let seat = self.to_move;
        if self.can_act(seat) {
            return;
        }
        sink(Happening::NoLegalMove { seat });
        let remaining = self.remaining();
        if let [a, b] = remaining[..] {
            let other = if a == seat { b } else { a };
            if !self.can_act(other) {
                return self.finish(0, crate::junqi::BOTH_STUCK, sink);
            }
        }
        if self.config.stuck_skip {
            return self.play_pass(PassKind::Automatic, sink);
        }
        self.eliminate(seat, Exit::Stuck, sink);
        if self.end.is_none() {
            self.advance();
            self.start_turn(sink);
        }
    }
}
