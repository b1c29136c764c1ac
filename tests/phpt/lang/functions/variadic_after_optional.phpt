--TEST--
Variadic parameter with default before it
--FILE--
<?php
function f($a = 'A', ...$rest) { return $a . '|' . implode(',', $rest); }
var_dump(f(), f(1), f(1, 2, 3));
--EXPECT--
string(2) "A|"
string(2) "1|"
string(5) "1|2,3"
