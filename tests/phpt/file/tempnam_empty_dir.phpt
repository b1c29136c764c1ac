--TEST--
tempnam with an empty directory uses the temp dir quietly
--FILE--
<?php
$t = tempnam('', 'tusk');
var_dump(dirname($t) === realpath(sys_get_temp_dir()), str_starts_with(basename($t), 'tusk'));
unlink($t);
--EXPECT--
bool(true)
bool(true)
