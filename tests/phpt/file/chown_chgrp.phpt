--TEST--
chown and chgrp to the current owner
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
touch($p);
var_dump(chown($p, fileowner($p)), chgrp($p, filegroup($p)));
var_dump(chown($p, 'no_such_user_tusk'), chgrp($p, 'no_such_group_tusk'));
var_dump(chown($p . '_none', fileowner($p)));
unlink($p);
--EXPECTF--
bool(true)
bool(true)

Warning: chown(): Unable to find uid for no_such_user_tusk in %s on line 5

Warning: chgrp(): Unable to find gid for no_such_group_tusk in %s on line 5
bool(false)
bool(false)

Warning: chown(): No such file or directory in %s on line 6
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
