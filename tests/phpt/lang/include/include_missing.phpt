--TEST--
Including a missing file warns and returns false
--INI--
include_path=.
--FILE--
<?php
$r = include 'include_missing_nope.inc';
var_dump($r);
echo "continues\n";
--EXPECTF--

Warning: include(include_missing_nope.inc): Failed to open stream: No such file or directory in %s on line 2

Warning: include(): Failed opening 'include_missing_nope.inc' for inclusion (include_path='.') in %s on line 2
bool(false)
continues
