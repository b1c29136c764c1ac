--TEST--
http_build_query encoding types
--FILE--
<?php
var_dump(http_build_query(["a b" => "c d~"], "", null, PHP_QUERY_RFC3986), http_build_query(["a b" => "c d~"], "", null, PHP_QUERY_RFC1738), http_build_query(["a b" => "c"], "", null, 7));
--EXPECT--
string(12) "a%20b=c%20d~"
string(10) "a+b=c+d%7E"
string(5) "a+b=c"
