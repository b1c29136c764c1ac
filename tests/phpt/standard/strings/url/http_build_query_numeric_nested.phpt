--TEST--
http_build_query numeric keys in nested arrays ignore the prefix
--FILE--
<?php
var_dump(http_build_query([[1, 2], "k" => [3]], "p_"), http_build_query([5 => ["x" => 1]], "n"));
--EXPECT--
string(36) "p_0%5B0%5D=1&p_0%5B1%5D=2&k%5B0%5D=3"
string(11) "n5%5Bx%5D=1"
