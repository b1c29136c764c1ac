--TEST--
http_build_query scalar types
--FILE--
<?php
var_dump(http_build_query(["t" => true, "f" => false, "n" => null, "i" => -5, "d" => 1.5, "e" => 0.1 + 0.2, "g" => 1e25]));
--EXPECT--
string(36) "t=1&f=0&i=-5&d=1.5&e=0.3&g=1.0E%2B25"
