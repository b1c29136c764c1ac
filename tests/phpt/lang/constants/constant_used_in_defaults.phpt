--TEST--
Constants defined later used in defaults
--FILE--
<?php
function f($x = LATER) { return $x; }
define('LATER', 'later value');
var_dump(f());
--EXPECT--
string(11) "later value"
