--TEST--
parse_url host:port forms
--FILE--
<?php
var_dump(parse_url("example.com:80"), parse_url("example.com:80/path"), parse_url("localhost:65535"), parse_url("a:65536"));
--EXPECT--
array(2) {
  ["host"]=>
  string(11) "example.com"
  ["port"]=>
  int(80)
}
array(3) {
  ["host"]=>
  string(11) "example.com"
  ["port"]=>
  int(80)
  ["path"]=>
  string(5) "/path"
}
array(2) {
  ["host"]=>
  string(9) "localhost"
  ["port"]=>
  int(65535)
}
bool(false)
