--TEST--
implode ignores keys and uses order
--FILE--
<?php
var_dump(implode(',', [5 => 'a', 'k' => 'b', 0 => 'c']));
--EXPECT--
string(5) "a,b,c"
