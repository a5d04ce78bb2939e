//! How the process takes memory from the kernel.

/// Asks the kernel not to back this process's memory with transparent huge pages. The allocator hands
/// freed memory back to the kernel and takes fresh memory often; on a huge page, each such fault clears
/// 2 MB, however little of it a move then uses (`docs/performance.md`). Only Linux has them; elsewhere
/// this does nothing.
pub fn without_huge_pages() -> std::io::Result<()> {
    #[cfg(target_os = "linux")]
    rustix::thread::disable_transparent_huge_pages(true)?;
    Ok(())
}
