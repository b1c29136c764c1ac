--TEST--
http_build_query with deep nesting
--FILE--
<?php
var_dump(http_build_query(["a" => ["b" => ["c" => ["d" => 1]]], "x" => [[[2]]]]));
--EXPECT--
string(49) "a%5Bb%5D%5Bc%5D%5Bd%5D=1&x%5B0%5D%5B0%5D%5B0%5D=2"
