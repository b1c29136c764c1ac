--TEST--
parse_url with digits and odd characters in the scheme
--FILE--
<?php
var_dump(parse_url("a+b.c-d://host"), parse_url("1http://host"), parse_url("ht tp://host"), parse_url("x:/path"));
--EXPECT--
array(2) {
  ["scheme"]=>
  string(7) "a+b.c-d"
  ["host"]=>
  string(4) "host"
}
array(2) {
  ["scheme"]=>
  string(5) "1http"
  ["host"]=>
  string(4) "host"
}
array(1) {
  ["path"]=>
  string(12) "ht tp://host"
}
array(2) {
  ["scheme"]=>
  string(1) "x"
  ["path"]=>
  string(5) "/path"
}
