--TEST--
Passing a function result by reference emits a notice
--FILE--
<?php
function r(&$x) { $x = 1; return $x; }
function val() { return 5; }
var_dump(r(val()));
--EXPECTF--

Notice: Only variables should be passed by reference in %s on line 4
int(1)
