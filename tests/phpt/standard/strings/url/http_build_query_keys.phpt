--TEST--
http_build_query encodes keys
--FILE--
<?php
var_dump(http_build_query(["a b" => 1, "c&d" => 2, "é" => 3, "[x]" => 4]), http_build_query(["a b" => ["c d" => 1]], "", null, PHP_QUERY_RFC3986));
--EXPECT--
string(32) "a+b=1&c%26d=2&%C3%A9=3&%5Bx%5D=4"
string(18) "a%20b%5Bc%20d%5D=1"
