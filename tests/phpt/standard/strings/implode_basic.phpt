--TEST--
implode joins array elements
--FILE--
<?php
var_dump(implode(',', ['a', 'b', 'c']));
var_dump(implode(', ', [1, 2.5, true, false, null]));
var_dump(implode('', ['x', 'y']));
var_dump(implode('-', []));
var_dump(implode('-', ['only']));
--EXPECT--
string(5) "a,b,c"
string(13) "1, 2.5, 1, , "
string(2) "xy"
string(0) ""
string(4) "only"
