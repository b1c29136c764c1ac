--TEST--
http_build_query with nested arrays
--FILE--
<?php
var_dump(http_build_query(["a" => [1, 2], "b" => ["x" => ["y" => "z"]], "c" => []]));
--EXPECT--
string(39) "a%5B0%5D=1&a%5B1%5D=2&b%5Bx%5D%5By%5D=z"
