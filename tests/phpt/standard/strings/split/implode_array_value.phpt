--TEST--
implode with an array element
--FILE--
<?php
var_dump(implode(",", [1, [2], 3]));
--EXPECTF--

Warning: Array to string conversion in %s on line 2
string(9) "1,Array,3"
