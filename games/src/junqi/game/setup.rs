//! The setup phase (Junqi): each seat's swaps, flag exchange, random or loaded setup, and readiness;
//! play starts once every seat is ready.

use super::{Engine, Stage, Start, setup_over, still_setting_up};
use crate::junqi::action::JunqiAction;
use crate::junqi::board::{Arm, Board, Local, Square};
use crate::junqi::config::{Mode, Table};
use crate::junqi::piece::Kind;
use crate::junqi::setup::Setup;
use crate::model::{Audience, Fact, Report, RuleError, Seat};
use crate::refusal::{Arg, Reason};

/// Swaps the pieces on `a` and `b` of `setup`, the setup of the seat on `arm`, and gives their local
/// points, or says why not: both points must be of the seat's own half (or arm), posts or headquarters,
/// with different pieces.
fn swap(
    setup: &mut Setup,
    board: &Board,
    table: &Table,
    arm: Arm,
    (a, b): (Square, Square),
) -> Result<(Local, Local), RuleError> {
    let local = |at: Square| {
        board
            .local(at)
            .filter(|&(point_arm, _)| point_arm == arm)
            .map(|(_, local)| local)
    };
    let (Some(la), Some(lb)) = (local(a), local(b)) else {
        return Err(match table.mode {
            Mode::Four => RuleError::of(
                "refusal-junqi-swap-own-arm",
                vec![("arm", arm.letter().to_string().into())],
            ),
            _ => RuleError::of(
                "refusal-junqi-swap-own-half",
                if arm == Arm::South {
                    vec![("first", Arg::Number(1)), ("last", Arg::Number(6))]
                } else {
                    vec![("first", Arg::Number(7)), ("last", Arg::Number(12))]
                },
            ),
        });
    };
    if la.is_camp() || lb.is_camp() {
        return Err(RuleError::of("refusal-junqi-swap-camp", Vec::new()));
    }
    if setup.at(la) == setup.at(lb) {
        return Err(RuleError::of("refusal-junqi-swap-same", Vec::new()));
    }
    setup.swap(la, lb);
    Ok((la, lb))
}

/// A setup point's piece by name (a swapped point always holds one).
fn kind_arg(kind: Option<Kind>) -> Arg {
    kind.map_or(Arg::Text(String::new()), |kind| {
        Arg::Name(kind.key().into())
    })
}

impl Engine {
    pub(super) fn setup_actions(&self, seat: u8, setup: &Setup) -> Vec<JunqiAction> {
        let board = self.board_of();
        let arm = self.position.config.table.arm(seat);
        let mut actions = vec![JunqiAction::Flag, JunqiAction::Random, JunqiAction::Ready];
        let points: Vec<Local> = Local::all().filter(|local| !local.is_camp()).collect();
        for (i, &a) in points.iter().enumerate() {
            for &b in &points[i + 1..] {
                let mut swapped = *setup;
                swapped.swap(a, b);
                if setup.at(a) != setup.at(b) && swapped.validate().is_ok() {
                    let x = board.square(arm, a).expect("a point of the arm");
                    let y = board.square(arm, b).expect("a point of the arm");
                    actions.push(JunqiAction::Swap(x.min(y), x.max(y)));
                }
            }
        }
        actions
    }

    pub(super) fn apply_setup(
        &mut self,
        seat: u8,
        action: &JunqiAction,
    ) -> Result<Report, RuleError> {
        let table = self.position.config.table;
        let board = self.board_of();
        let arm = table.arm(seat);
        let Stage::Setup { setups, ready } = &mut self.stage else {
            return Err(setup_over());
        };
        let index = usize::from(seat);
        if *action == JunqiAction::Unready {
            return unready(&table, seat, &setups[index], &mut ready[index]);
        }
        if ready[index] {
            return Err(ready_already(&table));
        }
        let mut setup = setups[index];
        let mut swapped = None;
        match *action {
            JunqiAction::Swap(a, b) => {
                swapped = Some(swap(&mut setup, board, &table, arm, (a, b))?)
            }
            JunqiAction::Flag => swapped = Some(setup.move_flag()),
            JunqiAction::Random => setup = Setup::random(&mut self.rng),
            JunqiAction::Load(loaded) => setup = loaded,
            JunqiAction::Ready => ready[index] = true,
            _ => return Err(still_setting_up()),
        }
        let point_name = |local: Local| {
            board
                .square(arm, local)
                .map_or_else(|| local.to_string(), |at| board.name(at).to_owned())
        };
        setup
            .check(&point_name)
            .map_err(|problem| RuleError::because(problem.0))?;
        setups[index] = setup;
        let mut report = Report::default();
        report.tell(
            Audience::Seat(Seat(seat)),
            what_changed(swapped, &setup, &point_name),
        );
        let everyone_ready = ready.iter().all(|&r| r);
        if *action == JunqiAction::Ready {
            // The readiness that starts play is told by the host, which knows who the seat is.
            if !everyone_ready {
                report.tell(
                    Audience::Public,
                    Reason::new("note-junqi-ready", vec![("seat", table.seat_arg(seat))]),
                );
            }
            report.note_fact(Fact::Ready(Seat(seat)));
        }
        if everyone_ready {
            let setups = setups.clone();
            self.start_play(setups, &mut report);
        }
        Ok(report)
    }

    fn start_play(&mut self, setups: Vec<Setup>, report: &mut Report) {
        self.position = self.position_from(&setups);
        self.stage = Stage::Play;
        self.start = Start::Setups(setups);
        let table = self.position.config.table;
        let key = if table.seats() == 2 {
            "note-junqi-all-ready-two"
        } else {
            "note-junqi-all-ready"
        };
        report.tell(
            Audience::Public,
            Reason::new(key, vec![("seat", table.seat_arg(self.position.to_move))]),
        );
        let start = self.run(|position, sink| position.start_turn(&mut |h| sink(h)));
        report.extend(start);
    }
}

/// `seat` takes back its readiness: it is told its setup again, and everyone that it is not ready.
fn unready(table: &Table, seat: u8, setup: &Setup, ready: &mut bool) -> Result<Report, RuleError> {
    if !*ready {
        return Err(RuleError::of("refusal-junqi-not-ready", Vec::new()));
    }
    *ready = false;
    let mut report = Report::default();
    let again = Reason::new(
        "note-junqi-arranging-again",
        vec![("setup", Arg::Text(setup.to_string()))],
    );
    report.tell(Audience::Seat(Seat(seat)), again);
    let not_ready = Reason::new("note-junqi-not-ready", vec![("seat", table.seat_arg(seat))]);
    report.tell(Audience::Public, not_ready);
    report.note_fact(Fact::Unready(Seat(seat)));
    Ok(report)
}

/// The refusal of a change to a setup its seat has declared ready.
fn ready_already(table: &Table) -> RuleError {
    let key = if table.seats() == 2 {
        "refusal-junqi-ready-already"
    } else {
        "refusal-junqi-ready-already-all"
    };
    RuleError::of(key, Vec::new())
}

/// What a seat is told after changing its setup: the two pieces a swap (or the flag's move) exchanged,
/// or else the whole new setup.
fn what_changed(
    swapped: Option<(Local, Local)>,
    setup: &Setup,
    point_name: &dyn Fn(Local) -> String,
) -> Reason {
    match swapped {
        // What stood on each point before the swap now stands on the other.
        Some((a, b)) => Reason::new(
            "note-junqi-swapped",
            vec![
                ("from", Arg::Text(point_name(a))),
                ("piece", kind_arg(setup.at(b))),
                ("to", Arg::Text(point_name(b))),
                ("other", kind_arg(setup.at(a))),
            ],
        ),
        None => Reason::new(
            "note-junqi-setup",
            vec![("setup", Arg::Text(setup.to_string()))],
        ),
    }
}
