--TEST--
parse_url empty query and fragment
--FILE--
<?php
var_dump(parse_url("http://host/path?#"), parse_url("http://host?"), parse_url(""), parse_url("http://host#"));
--EXPECT--
array(5) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["path"]=>
  string(5) "/path"
  ["query"]=>
  string(0) ""
  ["fragment"]=>
  string(0) ""
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["query"]=>
  string(0) ""
}
array(1) {
  ["path"]=>
  string(0) ""
}
array(3) {
  ["scheme"]=>
  string(4) "http"
  ["host"]=>
  string(4) "host"
  ["fragment"]=>
  string(0) ""
}
