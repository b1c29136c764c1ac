--TEST--
parse_url keeps spaces
--FILE--
<?php
var_dump(parse_url("http://host/a b?c d#e f"), parse_url(" http://host"));
--EXPECT--
array(5) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["path"]=>
  string(4) "/a b"
  ["query"]=>
  string(3) "c d"
  ["fragment"]=>
  string(3) "e f"
}
array(1) {
  ["path"]=>
  string(12) " http://host"
}
