--TEST--
http_build_query argument separator
--FILE--
<?php
var_dump(http_build_query(["a" => 1, "b" => 2], "", "&amp;"), http_build_query(["a" => 1, "b" => 2], "", ""), http_build_query(["a" => 1, "b" => 2], "", null));
--EXPECT--
string(11) "a=1&amp;b=2"
string(6) "a=1b=2"
string(7) "a=1&b=2"
