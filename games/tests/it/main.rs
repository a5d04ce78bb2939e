//! The rules engines' integration tests, in one binary: perft counts against published and brute-force
//! walks, and property tests over random positions and games, one module a game and a kind of check.
//! `last_move` plays each game to a capture and reads the line its views give the last move.
//! `family_support` and `jungle_support` hold the walks they share; `touch` checks that no source outside a
//! game's folder names a game. The laws every game inherits run apart, one trial a game, in
//! `tests/conformance.rs`.

mod family_support;
mod jungle_support;

mod cetkaik_properties;
mod jungi_perft;
mod jungi_properties;
mod jungle_perft;
mod jungle_properties;
mod last_move;
mod lun_perft;
mod lun_properties;
mod touch;
