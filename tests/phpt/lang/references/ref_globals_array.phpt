--TEST--
$GLOBALS element references
--FILE--
<?php
$g = 1;
function f() { $r = &$GLOBALS['g']; $r = 'via GLOBALS'; }
f();
var_dump($g);
--EXPECT--
string(11) "via GLOBALS"
