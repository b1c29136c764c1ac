--TEST--
implode of empty arrays
--FILE--
<?php
var_dump(implode(",", []), implode([]), join("-", ["only"]));
--EXPECT--
string(0) ""
string(0) ""
string(4) "only"
