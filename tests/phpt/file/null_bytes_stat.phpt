--TEST--
null bytes in stat-family paths
--FILE--
<?php
var_dump(is_file("a\0b"), is_dir("a\0b"), file_exists("a\0b"), is_readable("a\0b"), is_link("a\0b"));
var_dump(filesize("a\0b"), filemtime("a\0b"), stat("a\0b"));
try { touch("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { unlink("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mkdir("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)

Warning: filesize(): Filename contains null byte in %s on line 3

Warning: filemtime(): Filename contains null byte in %s on line 3

Warning: stat(): Filename contains null byte in %s on line 3
bool(false)
bool(false)
bool(false)
touch(): Argument #1 ($filename) must not contain any null bytes
unlink(): Argument #1 ($filename) must not contain any null bytes
mkdir(): Argument #1 ($directory) must not contain any null bytes
