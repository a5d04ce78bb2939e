//! Helpers shared by the integration tests.

pub mod binary;
pub mod chinese;
pub mod effects;
pub mod postgres;
pub mod records;
pub mod scene;
pub mod talk;
