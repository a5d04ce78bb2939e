//! Determinisation: whole layouts of the hidden setups consistent with everything a seat knows, and the
//! worlds they make.
//!
//! A layout gives every piece one kind from its domain; each hidden seat uses exactly the kinds a seat
//! has. The hidden seats are drawn one after another, in a random order: a seat's pieces are matched to
//! the copies of its kinds as a perfect matching (Kuhn's augmenting paths, in a random order, so a seat's
//! layout exists whenever one does), then stirred by random exchanges of two pieces' kinds that both
//! domains allow, which spreads the draws over the layouts. A piece that fought a piece already drawn (two
//! hidden seats fought each other) may only take the kinds that give the battle's outcome against it, so
//! the seats drawn later fit the earlier ones; where the earlier draws leave a seat no such layout, it is
//! drawn from its domains alone and the battles that do not fit are then set right by exchanges of two
//! pieces' kinds within a seat (min-conflicts repair). With one hidden seat (the 2-player game) every
//! battle is against a known piece and the domains say it all.
//!
//! Drawn *weighed*, the exchanges that stir a seat's matching are taken by Metropolis' rule under a prior
//! over setups and play (each piece's kind against where it started and what it did, the mines walling
//! in the flag), so the layouts lean toward the likely ones: a back piece beside a headquarters is likely
//! a mine, a back piece unlikely a bomb, a piece that attacked rather a strong one. Drawn evenly, every
//! layout that fits is as likely.
//!
//! The world a layout makes is a real game: every setup, then every turn of the record played again by the
//! game's own rules. A world whose record, read by the seat, differs from the one the seat holds
//! contradicts what it saw and is thrown away, so every world searched is one the seat cannot tell from
//! the truth.

use super::knowledge::{Kinds, Knowledge, Token, bit, index, kinds, lines};
use games::junqi::{Flavour, Kind, Local, Position, Variant};
use games::{Audience, Game, GameRng, Intervention, Rules, Seat};

/// The log-weight of a whole assignment of kinds to one seat's pieces.
type Prior<'a> = dyn Fn(&[Kind]) -> f64 + 'a;

/// Exchanges tried after the matching, per piece.
const STIR: usize = 12;

/// Exchanges tried per piece when the draw leans toward likely layouts (some are refused).
const WEIGHED_STIR: usize = 30;

/// Rounds of repair tried on a draw whose hidden seats' kinds do not yet fit together.
const REPAIRS: usize = 400;

/// The kind of every token (in the order of [`Knowledge::tokens`]), or `None` if the draw found no
/// layout that fits; `weighed`, leaning toward the likely layouts.
pub fn layout(knowledge: &Knowledge, rng: &mut GameRng, weighed: bool) -> Option<Vec<Kind>> {
    let tokens = &knowledge.tokens;
    let mut drawn: Vec<Option<Kind>> = tokens
        .iter()
        .map(|token| {
            knowledge
                .reads(token.seat)
                .then(|| kinds(token.domain).next())
                .flatten()
        })
        .collect();
    let mut seats = knowledge.hidden_seats();
    rng.shuffle(&mut seats);
    for seat in seats {
        let pieces: Vec<usize> = (0..tokens.len())
            .filter(|&token| tokens[token].seat == seat)
            .collect();
        let domains: Vec<Kinds> = pieces.iter().map(|&token| tokens[token].domain).collect();
        let fitted: Vec<Kinds> = pieces
            .iter()
            .zip(&domains)
            .map(|(&token, &domain)| domain & allowed(knowledge, &drawn, token))
            .collect();
        // Each piece's weight for each kind, worked out once for all the exchanges tried.
        let weights: Vec<[f64; 12]> = if weighed {
            pieces
                .iter()
                .map(|&token| Kind::ALL.map(|kind| piece_weight(&tokens[token], kind)))
                .collect()
        } else {
            Vec::new()
        };
        let weight = |assigned: &[Kind]| seat_weight(knowledge, &pieces, &weights, assigned);
        let prior: Option<&Prior<'_>> = weighed.then_some(&weight);
        // Fitting the seats drawn before may leave no layout: then the repair below sets it right.
        let kinds =
            seat_layout(&fitted, rng, prior).or_else(|| seat_layout(&domains, rng, prior))?;
        for (&token, kind) in pieces.iter().zip(kinds) {
            drawn[token] = Some(kind);
        }
    }
    let mut drawn: Vec<Kind> = drawn.into_iter().collect::<Option<_>>()?;
    repair(knowledge, &mut drawn, rng).then_some(drawn)
}

/// Whether a battle fits the kinds drawn.
fn holds(knowledge: &Knowledge, drawn: &[Kind], battle: usize) -> bool {
    let battle = &knowledge.battles[battle];
    knowledge.fits(
        drawn[battle.attacker],
        drawn[battle.defender],
        battle.clash,
        battle.flag_taken,
    )
}

/// Sets right the battles between hidden pieces that the draw got wrong, by exchanging the kinds of
/// two pieces of one seat (min-conflicts: the exchange that leaves the fewest battles wrong, a worse one
/// now and then to get out of a corner). Whether every battle fits in the end.
fn repair(knowledge: &Knowledge, drawn: &mut [Kind], rng: &mut GameRng) -> bool {
    let tokens = &knowledge.tokens;
    let mut fought: Vec<Vec<usize>> = vec![Vec::new(); tokens.len()];
    for (index, battle) in knowledge.battles.iter().enumerate() {
        fought[battle.attacker].push(index);
        fought[battle.defender].push(index);
    }
    let wrong = |drawn: &[Kind], token: usize| {
        fought[token]
            .iter()
            .filter(|&&battle| !holds(knowledge, drawn, battle))
            .count()
    };
    for _ in 0..REPAIRS {
        let broken: Vec<usize> = (0..knowledge.battles.len())
            .filter(|&battle| !holds(knowledge, drawn, battle))
            .collect();
        if broken.is_empty() {
            return true;
        }
        let battle = &knowledge.battles[broken[rng.below(broken.len() as u32) as usize]];
        let ends: Vec<usize> = [battle.attacker, battle.defender]
            .into_iter()
            .filter(|&token| !knowledge.reads(tokens[token].seat))
            .collect();
        if ends.is_empty() {
            return false;
        }
        let token = ends[rng.below(ends.len() as u32) as usize];
        let mut best: Vec<(usize, i64)> = Vec::new();
        let mut best_delta = i64::MAX;
        for other in 0..tokens.len() {
            let (mine, theirs) = (drawn[token], drawn[other]);
            if tokens[other].seat != tokens[token].seat
                || mine == theirs
                || tokens[token].domain & bit(theirs) == 0
                || tokens[other].domain & bit(mine) == 0
            {
                continue;
            }
            let before = (wrong(drawn, token) + wrong(drawn, other)) as i64;
            drawn.swap(token, other);
            let after = (wrong(drawn, token) + wrong(drawn, other)) as i64;
            drawn.swap(token, other);
            let delta = after - before;
            if delta < best_delta {
                best_delta = delta;
                best.clear();
            }
            if delta == best_delta {
                best.push((other, delta));
            }
        }
        if best.is_empty() {
            continue;
        }
        if best_delta > 0 && rng.below(4) != 0 {
            continue;
        }
        let (other, _) = best[rng.below(best.len() as u32) as usize];
        drawn.swap(token, other);
    }
    false
}

/// The kinds `token` may take given the kinds already drawn for the pieces it fought.
fn allowed(knowledge: &Knowledge, drawn: &[Option<Kind>], token: usize) -> Kinds {
    let mut keep = !0;
    for battle in &knowledge.battles {
        let (other, attacking) = if battle.attacker == token {
            (battle.defender, true)
        } else if battle.defender == token {
            (battle.attacker, false)
        } else {
            continue;
        };
        let Some(theirs) = drawn[other] else {
            continue;
        };
        keep &= kinds(knowledge.tokens[token].domain)
            .filter(|&mine| {
                let (attacker, defender) = if attacking {
                    (mine, theirs)
                } else {
                    (theirs, mine)
                };
                knowledge.fits(attacker, defender, battle.clash, battle.flag_taken)
            })
            .fold(0, |set, kind| set | bit(kind));
    }
    keep
}

/// The log-weight of a kind on a piece by how seats set up and play: mines guard the headquarters,
/// bombs wait where attackers come (not on the back rows), the Marshal and the General stand forward, a
/// headquarters holds a low piece (nothing that stands there moves again), the front row holds
/// middling pieces, and a piece that attacks is rather a strong one.
fn piece_weight(token: &Token, kind: Kind) -> f64 {
    let Local { row, column } = token.origin;
    let headquarters = row == 6 && (column == 2 || column == 4);
    let guards_headquarters = (row == 6 && column % 2 == 1) || (row == 5 && column % 2 == 0);
    let mut weight: f64 = match kind {
        Kind::Mine if guards_headquarters => 2.0,
        Kind::Bomb if row >= 5 => 1.0 / 3.0,
        Kind::Marshal | Kind::General if row >= 4 => 0.4,
        Kind::Captain | Kind::PlatoonLeader | Kind::LieutenantColonel | Kind::Colonel
            if row == 1 =>
        {
            1.5
        }
        _ => 1.0,
    };
    if headquarters {
        weight *= match kind {
            Kind::Flag | Kind::Mine | Kind::PlatoonLeader | Kind::Captain | Kind::Engineer => 1.0,
            Kind::LieutenantColonel | Kind::Colonel => 0.5,
            _ => 0.25,
        };
    }
    if token.attacks > 0 {
        weight *= match kind {
            Kind::Marshal | Kind::General | Kind::MajorGeneral => 2.0,
            Kind::Brigadier | Kind::Colonel => 1.5,
            Kind::Engineer | Kind::PlatoonLeader => 0.67,
            _ => 1.0,
        };
    }
    weight.ln()
}

/// How much likelier a mine is beside its own flag than elsewhere (the flag walled in).
const MINE_BY_FLAG: f64 = 3.0;

/// How strongly the draws lean toward the likely layouts: every weight of [`piece_weight`] and
/// [`MINE_BY_FLAG`] is raised to this power
/// (over 100 games of level 3 against level 2: 62.5 % at 1, 68 % at 2, 71 % at 3).
const SHARPNESS: f64 = 3.0;

/// The log-weight of a whole layout of one seat's pieces (`pieces` are tokens, `weights` their
/// [`piece_weight`] for each kind, `assigned` their kinds): the pieces' own weights and the mines walling
/// in the flag, sharpened by [`SHARPNESS`].
fn seat_weight(
    knowledge: &Knowledge,
    pieces: &[usize],
    weights: &[[f64; 12]],
    assigned: &[Kind],
) -> f64 {
    let tokens = &knowledge.tokens;
    let mut total: f64 = weights
        .iter()
        .zip(assigned)
        .map(|(weight, &kind)| weight[index(kind)])
        .sum();
    let Some(flag) = pieces
        .iter()
        .zip(assigned)
        .find_map(|(&token, &kind)| (kind == Kind::Flag).then_some(tokens[token].origin))
    else {
        return total * SHARPNESS;
    };
    for (&token, &kind) in pieces.iter().zip(assigned) {
        let at = tokens[token].origin;
        if kind == Kind::Mine && at.row.abs_diff(flag.row) + at.column.abs_diff(flag.column) == 1 {
            total += MINE_BY_FLAG.ln();
        }
    }
    total * SHARPNESS
}

/// The kinds of one seat's 25 pieces with these domains, or `None` if none fits. With a `prior` (the
/// log-weight of a whole assignment) the exchanges that stir the matching are taken by Metropolis'
/// rule, so the draws lean toward the likely layouts.
fn seat_layout(
    domains: &[Kinds],
    rng: &mut GameRng,
    prior: Option<&Prior<'_>>,
) -> Option<Vec<Kind>> {
    // The copies of each kind: slot s holds one kind.
    let slots: Vec<Kind> = Kind::ALL
        .into_iter()
        .flat_map(|kind| std::iter::repeat_n(kind, kind.count()))
        .collect();
    if slots.len() != domains.len() {
        return None;
    }
    let fits = |piece: usize, slot: usize| domains[piece] & (1 << index(slots[slot])) != 0;
    let mut owner: Vec<Option<usize>> = vec![None; slots.len()];
    let mut order: Vec<usize> = (0..domains.len()).collect();
    rng.shuffle(&mut order);
    let mut slot_order: Vec<usize> = (0..slots.len()).collect();
    for &piece in &order {
        rng.shuffle(&mut slot_order);
        let mut seen = vec![false; slots.len()];
        if !augment(piece, &slot_order, &fits, &mut owner, &mut seen) {
            return None;
        }
    }
    let mut assigned = vec![Kind::Flag; domains.len()];
    for (slot, piece) in owner.iter().enumerate() {
        assigned[piece.expect("a perfect matching")] = slots[slot];
    }
    let mut weight = prior.map_or(0.0, |prior| prior(&assigned));
    let stir = if prior.is_some() { WEIGHED_STIR } else { STIR };
    for _ in 0..stir * domains.len() {
        let a = rng.below(domains.len() as u32) as usize;
        let b = rng.below(domains.len() as u32) as usize;
        let (ka, kb) = (assigned[a], assigned[b]);
        if ka != kb && domains[a] & (1 << index(kb)) != 0 && domains[b] & (1 << index(ka)) != 0 {
            assigned.swap(a, b);
            if let Some(prior) = prior {
                let after = prior(&assigned);
                let draw = f64::from(rng.below(1 << 24)) / f64::from(1 << 24);
                if after >= weight || draw < (after - weight).exp() {
                    weight = after;
                } else {
                    assigned.swap(a, b);
                }
            }
        }
    }
    Some(assigned)
}

/// One step of Kuhn's algorithm: finds a slot for `piece`, moving other pieces along an augmenting path.
fn augment(
    piece: usize,
    slot_order: &[usize],
    fits: &dyn Fn(usize, usize) -> bool,
    owner: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &slot in slot_order {
        if seen[slot] || !fits(piece, slot) {
            continue;
        }
        seen[slot] = true;
        let free = match owner[slot] {
            None => true,
            Some(other) => augment(other, slot_order, fits, owner, seen),
        };
        if free {
            owner[slot] = Some(piece);
            return true;
        }
    }
    false
}

/// The setup string of `seat` in a layout.
pub fn setup_of(knowledge: &Knowledge, seat: u8, layout: &[Kind]) -> String {
    let mut cells: [Option<Kind>; 30] = [None; 30];
    for (token, &kind) in knowledge.tokens.iter().zip(layout) {
        if token.seat == seat {
            cells[token.origin.index()] = Some(kind);
        }
    }
    let rows: Vec<String> = (0..6)
        .map(|row| {
            (0..5)
                .map(|column| cells[row * 5 + column].map_or('.', Kind::code))
                .collect()
        })
        .collect();
    rows.join("/")
}

/// The seed of a world's game: one whose first seat is the record's when the first seat is drawn
/// (`first=random`), else 0.
fn seed_for(knowledge: &Knowledge, record: &str) -> u64 {
    let config = &knowledge.config;
    if !config.first_random {
        return 0;
    }
    let first = lines(record, config)
        .into_iter()
        .find_map(|line| line.ok())
        .map_or(knowledge.me, |line| line.seat);
    let seats = config.table.seats() as u32;
    (0..256)
        .find(|&seed| GameRng::from_seed(seed).below(seats) == u32::from(first))
        .unwrap_or(0)
}

/// The world where every seat set up as `layout` says, with the record played again in it; `None` when
/// the world's record, read by the seat, is not `record` (the layout contradicts something seen).
pub fn world<F: Flavour>(
    knowledge: &Knowledge,
    options: &F::Options,
    record: &str,
    layout: &[Kind],
) -> Option<Position> {
    let me = Seat(knowledge.me);
    let mut game = <Variant<F> as Rules>::new_game(options.clone(), seed_for(knowledge, record));
    let seats: Vec<Seat> = knowledge.config.table.all().map(Seat).collect();
    for &seat in &seats {
        let setup = setup_of(knowledge, seat.0, layout);
        Game::play(&mut game, seat, &format!("setup {setup}")).ok()?;
    }
    for &seat in &seats {
        Game::play(&mut game, seat, "ready").ok()?;
    }
    for line in lines(record, &knowledge.config) {
        let line = line.ok()?;
        let seat = Seat(line.seat);
        match line.action.as_str() {
            "resigns" if line.event => {
                Game::intervene(&mut game, Intervention::Resign(seat)).ok()?;
            }
            "timeout" => {
                Game::intervene(&mut game, Intervention::TimeOut(seat)).ok()?;
            }
            // A stuck seat is settled by the rules themselves, as is its automatic pass.
            _ if line.event => {}
            action => {
                if Game::to_act(&game).contains(&seat) {
                    Game::play(&mut game, seat, action).ok()?;
                }
            }
        }
    }
    (Game::record(&game, Audience::Seat(me), &[]) == record).then(|| game.board())
}
