//! Jungi (陣網) on the 9×9 board.

pub mod board;
pub mod movegen;
pub mod moveset;
pub mod perft;
pub mod piece;
pub mod position;
pub mod tables;
pub mod zobrist;
