--TEST--
implode ignores keys and uses order
--FILE--
<?php
var_dump(implode("|", [3 => "c", 1 => "a", "k" => "b"]));
--EXPECT--
string(5) "c|a|b"
