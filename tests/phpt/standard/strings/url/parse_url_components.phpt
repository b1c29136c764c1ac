--TEST--
parse_url component argument
--FILE--
<?php
$u = "http://user:pw@host:81/p?q#f";
foreach ([PHP_URL_SCHEME, PHP_URL_HOST, PHP_URL_PORT, PHP_URL_USER, PHP_URL_PASS, PHP_URL_PATH, PHP_URL_QUERY, PHP_URL_FRAGMENT] as $c) var_dump(parse_url($u, $c));
var_dump(parse_url("/just/path", PHP_URL_HOST), parse_url("http://host", PHP_URL_PORT));
--EXPECT--
string(4) "http"
string(4) "host"
int(81)
string(4) "user"
string(2) "pw"
string(2) "/p"
string(1) "q"
string(1) "f"
NULL
NULL
