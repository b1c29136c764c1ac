--TEST--
substr_replace with an array replacement on a string
--FILE--
<?php
var_dump(substr_replace("abc", ["X", "Y"], 1, 1), substr_replace("abc", [], 1, 1));
--EXPECT--
string(3) "aXc"
string(2) "ac"
