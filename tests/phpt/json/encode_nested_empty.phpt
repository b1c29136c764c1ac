--TEST--
nested empty arrays and objects
--FILE--
<?php
var_dump(json_encode([[], (object) [], [[]]]));
--EXPECT--
string(12) "[[],{},[[]]]"
