//! Lists every file of the browser client (`web/`) for `src/web.rs`, which compiles them into
//! the binary. A file added under `web/` (a new game's board module, say) is served without
//! any change to the server's code.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The content type of each kind of file the client is made of; other files are not served.
fn content_type(path: &Path) -> Option<&'static str> {
    Some(match path.extension()?.to_str()? {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        _ => return None,
    })
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if content_type(&path).is_some() {
            out.push(path);
        }
    }
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let web = manifest.join("../web").canonicalize()?;
    // A directory here makes cargo look at every file below it.
    println!("cargo:rerun-if-changed={}", web.display());
    let mut files = Vec::new();
    walk(&web, &mut files)?;
    files.sort();
    let mut table = String::from("&[\n");
    for path in &files {
        let url = path
            .strip_prefix(&web)?
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/");
        let ct = content_type(path).ok_or("unreachable: filtered by walk")?;
        writeln!(
            table,
            "    asset!({:?}, {:?}, {:?}),",
            format!("/{url}"),
            path.display().to_string(),
            ct
        )?;
    }
    table.push_str("]\n");
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("web_assets.rs");
    fs::write(out, table)?;
    Ok(())
}
