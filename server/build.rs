//! Lists every file of the browser client (`web/`) for `src/web.rs`, which compiles them into
//! the binary. A file added under `web/` (a new game's board module, say) is served without
//! any change to the server's code. Also names the commit the binary is built from
//! (`TAVERN_COMMIT`, see [`commit`]).

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
    println!("cargo:rustc-env=TAVERN_COMMIT={}", commit(&manifest));
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

/// The commit the binary is built from, for `tavern --version`, the startup log line and
/// `tavern_build_info`: `TAVERN_BUILD_COMMIT` when set (the container build, which has no git
/// metadata, passes its `REVISION` argument), else git's short hash of `HEAD` with `-dirty` when
/// tracked files differ from it, else `unknown` (a source tarball).
fn commit(manifest: &Path) -> String {
    println!("cargo:rerun-if-env-changed=TAVERN_BUILD_COMMIT");
    if let Ok(given) = std::env::var("TAVERN_BUILD_COMMIT") {
        if !given.trim().is_empty() {
            return given.trim().to_string();
        }
    }
    let git = |args: &[&str]| -> Option<String> {
        let out = std::process::Command::new("git")
            .args(args)
            .current_dir(manifest)
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let Some(hash) = git(&["rev-parse", "--short=12", "HEAD"]).filter(|h| !h.is_empty()) else {
        return "unknown".into();
    };
    // Build again when HEAD moves (a commit, a checkout) or the index changes.
    for file in ["HEAD", "index"] {
        if let Some(path) = git(&["rev-parse", "--git-path", file]) {
            println!("cargo:rerun-if-changed={}", manifest.join(path).display());
        }
    }
    if let Some(head_ref) = git(&["symbolic-ref", "-q", "HEAD"]) {
        if let Some(path) = git(&["rev-parse", "--git-path", &head_ref]) {
            println!("cargo:rerun-if-changed={}", manifest.join(path).display());
        }
    }
    let dirty =
        git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
    if dirty {
        format!("{hash}-dirty")
    } else {
        hash
    }
}
