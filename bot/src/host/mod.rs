//! The product's brain: lobby, games, clocks and visibility, independent of Discord.

pub mod api;
