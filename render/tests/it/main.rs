//! The renderer's integration tests, in one binary: each module is one subject (the Jungle and Junqi
//! boards, Cetkaik's, Lún Jungi's, boards of new shapes, every board at phone width), `pixels` reads
//! the images back, and `support` builds the views (shared with the benchmarks and the gallery
//! example). The golden image lives in `tests/golden/`.

mod pixels;
mod support;

mod boards;
mod cetkaik;
mod chart;
mod lun;
mod phone;
mod render;
mod standings;
