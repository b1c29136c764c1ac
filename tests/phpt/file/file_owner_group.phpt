--TEST--
fileowner, filegroup and fileinode
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
$s = stat($p);
var_dump(fileowner($p) === $s['uid'], filegroup($p) === $s['gid'], fileinode($p) === $s['ino']);
unlink($p);
var_dump(fileowner($p), filegroup($p), fileinode($p), fileperms($p), fileatime($p), filectime($p));
--EXPECTF--
bool(true)
bool(true)
bool(true)

Warning: fileowner(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7

Warning: filegroup(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7

Warning: fileinode(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7

Warning: fileperms(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7

Warning: fileatime(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7

Warning: filectime(): stat failed for /tmp/tusk_ft_file_owner_group in %s on line 7
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
