--TEST--
isset on $GLOBALS entries
--FILE--
<?php
$x = 1;
$n = null;
var_dump(isset($GLOBALS['x']), isset($GLOBALS['n']), isset($GLOBALS['nope']), array_key_exists('n', $GLOBALS));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
