--TEST--
parse_url components that are absent
--FILE--
<?php
$u = "/path";
foreach (range(0, 7) as $c) var_dump(parse_url($u, $c));
var_dump(parse_url("http:///x", PHP_URL_HOST));
--EXPECT--
NULL
NULL
NULL
NULL
NULL
string(5) "/path"
NULL
NULL
bool(false)
